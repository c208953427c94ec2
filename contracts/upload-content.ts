/**
 * Issue 16: why an upload's content is refused although its first bytes name an allowed kind.
 * The server finds the problem; each endpoint words it for its audience (the public receipt,
 * staff's delivered documents).
 */
export type UploadContentProblem =
  /** None of the kinds this endpoint takes (spec §5's 'Solo se permiten…'). */
  | 'not-allowed'
  /** Does not start with `%PDF-`, or does not end with `%%EOF` (something follows the PDF). */
  | 'pdf'
  /** A JPEG or PNG that does not decode. */
  | 'image'
  /** A JPEG or PNG with bytes after its end (EOI, IEND). */
  | 'image-trailing'
  /** An image with more pixels than UPLOAD_IMAGE_MAX_PIXELS (UPLOAD_INTERLACED_IMAGE_MAX_PIXELS when progressive or interlaced). */
  | 'image-pixels'
  /** A .doc without a Word document inside, or a .docx that is no complete Word package. */
  | 'word'
  /** A .docx that unpacks past DOCX_MAX_UNPACKED_BYTES or has more than DOCX_MAX_PARTS parts. */
  | 'word-too-large'
