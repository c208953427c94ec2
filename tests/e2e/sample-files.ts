/** A small file whose content really is a PDF (the server checks the content, not the name), as Playwright sets or posts it. */
export function pdf(name: string, bytes = 1_024) {
  const header = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1')
  const trailer = Buffer.from('\n%%EOF\n', 'latin1')
  const padding = Buffer.alloc(Math.max(0, bytes - header.length - trailer.length), 0x20)
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat([header, padding, trailer]) }
}
