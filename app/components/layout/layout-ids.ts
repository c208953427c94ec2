/** The main content landmark: target of the skip link, focused after scrolling back to the top. */
export const MAIN_CONTENT_ID = 'contenido'
