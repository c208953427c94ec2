/**
 * Field limits of spec §9 shared by the browser and the server. Each limit is named once here
 * and read from here, never repeated as a literal.
 */

/**
 * spec §2.16, §5, §9: the verification code has this many digits, one per box.
 * The verification-code screen renders one input per digit and joins them on submit.
 */
export const VERIFICATION_CODE_LENGTH = 6
