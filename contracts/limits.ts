/**
 * Field limits of spec §9 shared by the browser and the server. Each limit is named once here
 * and read from here, never repeated as a literal.
 */

/**
 * spec §2.16, §5, §9: the verification code has this many digits, one per box.
 * The verification-code screen renders one input per digit and joins them on submit.
 */
export const VERIFICATION_CODE_LENGTH = 6

/** spec §5, §9: the ficha's 'Celular' (`telefono`) holds exactly this many digits. */
export const FICHA_PHONE_DIGITS = 10

/** spec §5, §9: the CURP on the ficha has exactly this many characters (shown, never sent). */
export const CURP_LENGTH = 18

/**
 * Ours (the spec sets none): the longest name field, in characters (`nombre`, `apellido_paterno`,
 * `apellido_materno`, `nombres`). Long enough for any real name, short enough to keep rows small.
 */
export const NAME_MAX_CHARS = 100

/** RFC 5321: the longest e-mail address a mail server accepts, in characters. */
export const EMAIL_MAX_CHARS = 254

/** Ours: the longest optional contact phone, in characters (digits plus spaces, dashes, parentheses, +). */
export const CONTACT_PHONE_MAX_CHARS = 20

/** Ours: the longest contact message (`contenido`), in characters. */
export const MESSAGE_MAX_CHARS = 5_000

/** Ours: the longest value of any option field (`nivel_estudio`, `campus`, `carrera`), in characters. */
export const OPTION_MAX_CHARS = 100

/**
 * Ours: the largest JSON body the two form endpoints accept (`413` above it). A contact message
 * at its longest, in three-byte characters, still fits with room to spare.
 */
export const JSON_BODY_MAX_BYTES = 32 * 1024

/** spec §5: the shortest `nombre_completo` of a document request (a beca application takes the same), in characters. */
export const FULL_NAME_MIN_CHARS = 3
/** Ours: the longest `nombre_completo` of a document request, in characters (given names and both surnames). */
export const FULL_NAME_MAX_CHARS = 150

/** spec §5, §9: the payment receipt of a document request is at most 10 MB. */
export const UPLOAD_MAX_MB = 10
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024

/**
 * Ours: an uploaded image (a receipt or a delivered document) has at most this many megapixels.
 * Refused from its header before any decoding, so a small file cannot unpack into gigabytes of
 * pixels; above the 12-50 MP a phone camera saves by default.
 */
export const UPLOAD_IMAGE_MAX_MEGAPIXELS = 50
export const UPLOAD_IMAGE_MAX_PIXELS = UPLOAD_IMAGE_MAX_MEGAPIXELS * 1_000_000

/**
 * Ours (issue 34): a progressive JPEG or an interlaced PNG has at most this many megapixels. Its
 * decoder holds the whole image while it decodes (a 49-MP progressive JPEG in full colour, about
 * 300 MB); a camera or a phone saves neither kind, and 16 MP keeps one decode near 100 MB.
 */
export const UPLOAD_INTERLACED_IMAGE_MAX_MEGAPIXELS = 16
export const UPLOAD_INTERLACED_IMAGE_MAX_PIXELS = UPLOAD_INTERLACED_IMAGE_MAX_MEGAPIXELS * 1_000_000

/**
 * Ours: a Word (.docx) receipt unpacks to at most this many MB (a zip of 10 MB can hold gigabytes
 * of XML), in at most this many parts (a letter-size receipt has about a dozen).
 */
export const DOCX_MAX_UNPACKED_MB = 50
export const DOCX_MAX_UNPACKED_BYTES = DOCX_MAX_UNPACKED_MB * 1024 * 1024
export const DOCX_MAX_PARTS = 1_000

/**
 * Ours: the slowest upload the server waits for. A file part that brings fewer than `bytes` in
 * any `windowMs` is cut with `408` and its partial file removed (about 1 KB/s: far below any
 * phone connection that is still working, far above a client that stalled or trickles on purpose).
 */
export const UPLOAD_MIN_RATE = { bytes: 32 * 1024, windowMs: 30_000 } as const

/** spec §5, §9: the receipt's allowed file extensions, lower case, with their dot. */
export const UPLOAD_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx'] as const

/**
 * Ours (issue 34): uploaded images whose pixels are decoded at once; the others wait their turn.
 * With two at a time, 30 concurrent 49-MP progressive JPEGs took the server to about 540 MB; one at a
 * time kept it under 400 MB.
 */
export const UPLOAD_IMAGE_DECODES_AT_ONCE = 1

/**
 * Ours (spec §5: "format rules are not shown"): a certificate folio is letters, digits and
 * hyphens, at most this many characters. SEP's electronic-certificate folios are UUIDs (36).
 */
export const CERTIFICATE_FOLIO_MAX_CHARS = 64

/** Issue 13: a staff password has at least this many characters (and is not a common one). */
export const STAFF_PASSWORD_MIN_CHARS = 12

/** Ours: the longest staff password, in characters (scrypt hashes anything; this bounds the work). */
export const STAFF_PASSWORD_MAX_CHARS = 128

/** Ours: an invitation's or a password reset's set-password link works this long, in seconds (the panel says it in hours). */
export const SET_PASSWORD_LINK_SECONDS = 48 * 60 * 60

/** Issue 13: failed sign-ins are counted over this window, in minutes (stored in the database). */
export const SIGN_IN_WINDOW_MINUTES = 15

/** Issue 13: failed sign-ins (or reset link requests) per account within the window before more are refused. */
export const SIGN_IN_MAX_FAILURES_PER_ACCOUNT = 5

/** Issue 13: the same per client address within the window (a school lab shares one). */
export const SIGN_IN_MAX_FAILURES_PER_IP = 20

/**
 * Issue 34: an address an account signed in from within this many days is its owner's: failures
 * from it are counted apart, so guesses from elsewhere cannot hold the owner out (ADR 051).
 */
export const SIGN_IN_KNOWN_ADDRESS_DAYS = 90

/**
 * Issue 34: an authenticator code is refused again for this long after it was accepted. Better
 * Auth accepts the code of the current 30-second step and of one step either side, so a code
 * lives at most 90 seconds.
 */
export const TOTP_CODE_REUSE_SECONDS = 90

/** Issue 14: the items one page of a queue's list shows. */
export const QUEUE_PAGE_SIZE = 25

/** Ours: the longest search text of a queue's list, in characters. */
export const QUEUE_SEARCH_MAX_CHARS = 100

/** Ours: the longest note (or reason) staff write on an item, in characters. */
export const QUEUE_NOTE_MAX_CHARS = 2_000

/** Ours: the longest reply to a contact message, in characters (as long as the message itself may be). */
export const QUEUE_REPLY_MAX_CHARS = MESSAGE_MAX_CHARS

/** Ours: finished documents one delivery may attach, each within {@link UPLOAD_MAX_BYTES}. */
export const DELIVERY_MAX_FILES = 3

/** Issue 14: closed submissions are deleted this many months after they closed, unless RETENTION_MONTHS says otherwise. */
export const RETENTION_MONTHS_DEFAULT = 12

/** Ours: the shortest and longest RETENTION_MONTHS (ten years: longer is no retention promise at all). */
export const RETENTION_MONTHS_MIN = 1
export const RETENTION_MONTHS_MAX = 120

/** Issue 15: a tracking code works this long after it is sent, in minutes. */
export const TRACKING_CODE_MINUTES = 10

/** Issue 15: wrong tries that end a tracking code (a new one must be asked for). */
export const TRACKING_CODE_MAX_TRIES = 5

/** Issue 15: the tracking page's requests are counted over this window, in minutes (stored in the database). */
export const TRACKING_WINDOW_MINUTES = 15

/** Issue 15: requests to each tracking endpoint per client address within the window (a school lab shares one). */
export const TRACKING_MAX_REQUESTS_PER_IP = 30

/** Issue 15: codes asked for one folio with one e-mail within the window (issue 34: per e-mail, so others cannot hold out the owner). */
export const TRACKING_MAX_CODES_PER_FOLIO = 3

/** Ours: the longest folio the tracking page accepts, in characters (`FICHA-2026-000123` with room for growth). */
export const TRACKING_FOLIO_MAX_CHARS = 32

/** Issue 15: certificate lookups are counted per client address over this window, in seconds (stored in the database). */
export const CERTIFICATE_LOOKUP_WINDOW_SECONDS = 60

/** Issue 15: certificate lookups per client address within the window (a QR scanned at a desk many times stays well under). */
export const CERTIFICATE_LOOKUPS_PER_IP = 60

/** Ours: the certificates one page of the panel's registry shows. */
export const CERTIFICATE_PAGE_SIZE = 25

/** Ours: the largest certificates file (CSV or JSON) the panel's import takes (thousands of rows). */
export const CERTIFICATE_IMPORT_MAX_MB = 5
export const CERTIFICATE_IMPORT_MAX_BYTES = CERTIFICATE_IMPORT_MAX_MB * 1024 * 1024

/** Ours: the longest reason for annulling a certificate, in characters. */
export const CERTIFICATE_ANNUL_REASON_MAX_CHARS = 1_000

/** Issue 37, ours: the longest short text of a content record (a label, a schedule), in characters. */
export const CONTENT_LABEL_MAX_CHARS = 120

/** Issue 37, ours: the highest price staff may publish, in whole pesos (a typo guard: no fee comes near it). */
export const FEE_MAX_MXN = 1_000_000

/** Issue 37, ours: the largest record a draft or a publish may carry, in bytes of JSON (the whole site's content is about a tenth of it). */
export const CONTENT_RECORD_MAX_BYTES = 1_000_000

/** Issue 37, ours: the longest text of a content record that runs to a sentence or two (a description, an image's alternative text), in characters. */
export const CONTENT_TEXT_MAX_CHARS = 500

/** Issue 37, ours: the longest meta description of a page staff publish, in characters (about what a search result shows before cutting it). */
export const META_DESCRIPTION_MAX_CHARS = 160

/** Issue 37, ours: the longest text of a news post or an event, in characters (a long article is about 15,000). */
export const CONTENT_BODY_MAX_CHARS = 50_000

/** Issue 37, ours: the longest address a content record holds (a web link, a media file's path), in characters (what every browser and server takes). */
export const CONTENT_URL_MAX_CHARS = 2_000

/** Issue 37, ours: a postal code of a content record has this many digits (Mexico's códigos postales). */
export const POSTAL_CODE_DIGITS = 5

/**
 * Issue 37, ours: the largest photo staff upload for the site (JPEG, PNG, WebP or AVIF), in MB. A
 * phone's 12-50 MP JPEG weighs 3-15 MB; a larger file is refused (`413`) before it is all read.
 */
export const CONTENT_IMAGE_MAX_MB = 20
export const CONTENT_IMAGE_MAX_BYTES = CONTENT_IMAGE_MAX_MB * 1024 * 1024

/**
 * Issue 37, ours: the most photos one staff member may upload in an hour (a busy day of news and
 * promotions is a few dozen; each new photo takes about 1.7 s of the one image thread, ADR 058).
 */
export const CONTENT_IMAGE_UPLOADS_PER_HOUR = 60

/**
 * Issue 38, ours: the longest value of a visit's origin, in characters: a UTM parameter
 * (`utm_source`, `utm_campaign`…), the referring site's host (DNS names stop at 253) and the
 * landing page's path. The browser cuts what it notes to these; the server refuses longer.
 */
export const ORIGIN_VALUE_MAX_CHARS = 200
export const ORIGIN_HOST_MAX_CHARS = 253
export const ORIGIN_PATH_MAX_CHARS = 500

/** Issue 38, ours: the longest task title («Llamar el martes»), in characters: a line, not a note (notes go in the history). */
export const TASK_TITLE_MAX_CHARS = 200

/** Issue 38, ours: the open tasks «Mis tareas» and the daily digest list at most (a person with more is told how many more). */
export const MY_TASKS_MAX = 50

/**
 * Issue 38, ours: the hour (0-23, institute time) from which the daily digest of due tasks is sent:
 * before the working day starts, so the e-mail is there when staff open their inbox.
 */
export const TASK_DIGEST_HOUR = 7

/**
 * Issue 38: how many days a «Fusionar» of two people may be undone. Past it, the merged record is
 * taken as settled (staff worked on it as one person since), so undoing would split recent work.
 */
export const PERSON_MERGE_UNDO_DAYS = 30

/** Issue 38, ours: the people a search («Fusionar con otra persona») lists at most: a name is narrowed by typing more. */
export const PERSON_SEARCH_MAX = 20

/** Issue 38, ours: the longest search for a person, in characters (a full name or an e-mail address). */
export const PERSON_QUERY_MAX_CHARS = 254

/**
 * Issue 38: a new ficha or contact message gets its first answer by the end of this many business
 * days after the day it arrived (institute calendar, Mexico's federal holidays off, as for documents).
 */
export const FIRST_RESPONSE_BUSINESS_DAYS = 1

/**
 * Issue 38, ours: the most companions one event sign-up brings (a family: parents and a sibling or
 * two); a larger group writes to admissions. A sign-up takes one place plus one per companion.
 */
export const EVENT_COMPANIONS_MAX = 4

/** Issue 38, ours: the most places an event offers (the largest campus auditorium holds about 400). */
export const EVENT_CAPACITY_MAX = 2_000

/** Issue 38, ours: how long before an event its confirmed sign-ups are reminded, in hours (the issue's «24 h before»). */
export const EVENT_REMINDER_LEAD_HOURS = 24

/** Issue 38: the funnel dashboard's period when none is chosen: this many weeks, the current one last (the issue's «last 12 weeks»). */
export const DASHBOARD_DEFAULT_WEEKS = 12

/**
 * Issue 38, ours: the longest period the funnel dashboard takes, in days: a year and a week, so a
 * year's intake compares with the same weeks a year before; the weekly chart stays readable (at
 * most 54 bars) and the scan within what the benchmark (scripts/bench/dashboard.ts) measures.
 */
export const DASHBOARD_PERIOD_MAX_DAYS = 371

/** Issue 38, ours: the most activities a person's page lists, newest first (a year of weekly follow-ups on a few submissions). */
export const PERSON_ACTIVITIES_MAX = 100

/** Issue 39, ours: a beca application's statement (`motivo`) runs from this many characters (a few sentences)… */
export const BECA_STATEMENT_MIN_CHARS = 50
/** …to this many (about a page): why the family asks for the beca, not an essay. */
export const BECA_STATEMENT_MAX_CHARS = 1_500

/** Issue 39, ours: the supporting documents of a beca application, each within {@link UPLOAD_MAX_BYTES}. */
export const BECA_DOCUMENTS_MAX_FILES = 3

/** Issue 39, ours: the documents of one beca application together weigh at most this (two at the per-file limit). */
export const BECA_DOCUMENTS_MAX_TOTAL_MB = 2 * UPLOAD_MAX_MB
export const BECA_DOCUMENTS_MAX_TOTAL_BYTES = BECA_DOCUMENTS_MAX_TOTAL_MB * 1024 * 1024

/** Issue 39: a beca's supporting documents are PDF or images (no Word: nothing that runs macros), lower case, with their dot. */
export const BECA_DOCUMENT_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const

/** Issue 39, ours: the most questions a form shows beside it (its topics taken in turn); the FAQ page has them all. */
export const FAQ_RELATED_MAX = 3

/** Issue 39, ours: a beca application is decided (approved or rejected) by the end of this many business days after it arrived; past it, the queue shows it overdue. */
export const BECA_REVIEW_BUSINESS_DAYS = 10
