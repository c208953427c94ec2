/*
 * Issue 38: what links a submission to a person. Two submissions belong to the same person when
 * their keys below are equal: the e-mail in lower case, the phone as bare digits (a Mexican number
 * as its ten national digits, however it was written), the CURP in upper case; and a person may
 * repeat another when the keys of their full names are equal. The migration that made the people
 * keeps a copy of these rules for the rows it linked.
 */

/** A Mexican phone has ten national digits; longer forms add a country or a dialling prefix. */
const NATIONAL_DIGITS = 10
/** Prefixes before the ten national digits: the country code with the old mobile 1 (+52 1), the country code, the old long-distance and mobile prefixes. */
const MEXICAN_PREFIXES = ['521', '52', '044', '045', '01'] as const
const CURP_PATTERN = /^[A-Z0-9]{18}$/

/** The e-mail as a key: trimmed, lower case; null when there is none. */
export function emailKey(email: string | null | undefined): string | null {
  const key = email?.trim().toLowerCase() ?? ''
  return key === '' ? null : key
}

/**
 * The phone as a key: its digits only, and a Mexican number (ten digits, or ten after one of
 * {@link MEXICAN_PREFIXES}) as its last ten: '+52 1 844 123 4567' and '844-123-4567' are the same.
 * Null when it has no digits.
 */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/\D/g, '') ?? ''
  if (digits === '') return null
  const national = MEXICAN_PREFIXES.some((prefix) => digits.length === prefix.length + NATIONAL_DIGITS && digits.startsWith(prefix))
  return national ? digits.slice(-NATIONAL_DIGITS) : digits
}

/** The CURP as a key: without spaces, upper case; null unless it has the CURP's 18 letters and digits. */
export function curpKey(curp: string | null | undefined): string | null {
  const key = curp?.replace(/\s/g, '').toUpperCase() ?? ''
  return CURP_PATTERN.test(key) ? key : null
}

/** Lower case without accents: «García» → «garcia». */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** The full name as a key: folded, its words only, one space between them: «  María  de la Luz» → «maria de la luz». */
export function nameKey(name: string): string {
  return fold(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** What a search for a person reads: name, e-mail and phone folded, each person's in one lower-case column. */
export function personSearchText(name: string, email: string | null, phone: string | null): string {
  return [nameKey(name), email, phone].filter((part) => part !== null && part !== '').join(' ')
}
