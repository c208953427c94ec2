/**
 * The institute's clock. Folio years, dates in e-mails, the export's `--since` day and the audit
 * trail's times are read in Coahuila's time zone, not the server's, the browser's or UTC: a ficha
 * sent at 7 p.m. on 31 December is still that year's.
 */
export const INSTITUTE_TIME_ZONE = 'America/Monterrey'
