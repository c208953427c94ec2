/**
 * The tables of the application database, as Kysely sees them. Each later issue adds its
 * table types here in the same change as the migration that creates them (table names
 * English snake_case plural; columns that store a wire field keep the wire name).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no tables yet; issues add them
export interface Database {}
