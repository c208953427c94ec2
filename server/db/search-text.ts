import { sql, type RawBuilder, type SqlBool } from 'kysely'

/*
 * The queues' text search (issue 14): each row keeps its name, e-mail, phone and folio in one
 * lower-case, accent-free column, and a search is a substring match on it, so «garcia» finds
 * «García» and «8441234567» finds «844 123 4567». The migration that added the column keeps a copy
 * of this rule for the rows it filled.
 */

/** A phone as people write it; it is also kept as bare digits. */
const PHONE_LIKE = /^[+\d\s().-]+$/

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** The search column's value for a row's searchable fields (absent ones skipped). */
export function searchText(parts: readonly (string | null | undefined)[]): string {
  const present = parts.filter((part): part is string => part !== null && part !== undefined && part !== '')
  const digits = present.filter((part) => PHONE_LIKE.test(part)).map((part) => part.replace(/\D/g, ''))
  return fold([...present, ...digits].join(' '))
}

/** The LIKE pattern for what staff typed: folded, trimmed, with `%`, `_` and `\` matched literally (ESCAPE '\'). */
export function searchPattern(typed: string): string {
  return `%${fold(typed.trim()).replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/**
 * The condition that the search column `column` holds what staff typed. Both sides are lower
 * case already, so SQLite's case-blind LIKE and PostgreSQL's case-aware one agree.
 */
export function searchCondition(column: string, typed: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${searchPattern(typed)} escape ${'\\'}`
}
