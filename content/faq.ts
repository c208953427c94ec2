import { DOCUMENT_DELIVERY_BUSINESS_DAYS } from '#contracts/document-options.ts'
import type { Faq } from '#contracts/content/faq.ts'
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_MB } from '#contracts/limits.ts'
import { paths } from '#contracts/site-paths.ts'

/*
 * Issue 39: the first version of the questions families ask (kind `preguntas-frecuentes`), written
 * from the spec. Prices, lists of documents and programmes have their own records and pages: an
 * answer links there (the anchors are the headings' ids on those pages) instead of repeating them.
 */

const costs = `${paths.genera}#costos`
const requiredDocuments = `${paths.genera}#documentos-requeridos`
const documentPrices = `${paths.documentos}#costos-documentos`

/** The receipt's formats as people name them: «PDF, JPG, JPEG, PNG, DOC o DOCX». */
const receiptFormats = new Intl.ListFormat('es', { type: 'disjunction' }).format(UPLOAD_EXTENSIONS.map((extension) => extension.slice(1).toUpperCase()))

export const faqSeed: Faq = [
  // Admisiones
  {
    tema: 'admisiones',
    pregunta: '¿Cómo me inscribo?',
    respuesta: `Genera tu ficha de inscripción en línea en [Genera tu ficha](${paths.genera}): elige el nivel, el campus y la carrera y escribe tus datos. Recibirás un correo con tu folio, el programa elegido y la lista de documentos. Después presenta tu folio y tus documentos en el campus que elegiste para completar tu inscripción.`,
  },
  {
    tema: 'admisiones',
    pregunta: '¿Qué documentos necesito para inscribirme?',
    respuesta: `Consulta la lista en [Documentos requeridos](${requiredDocuments}), en la página de la ficha. También te la enviamos en el correo de tu ficha.`,
  },
  {
    tema: 'admisiones',
    pregunta: '¿Qué carreras puedo estudiar en mi campus y en qué modalidad?',
    respuesta: `Depende del nivel, del campus y de la modalidad. Busca tu programa en la [oferta educativa](${paths.oferta}) filtrando por campus y modalidad, o elige el nivel y el campus en [la ficha](${paths.genera}): solo aparecen las carreras que se imparten ahí.`,
  },
  {
    tema: 'admisiones',
    pregunta: '¿Cómo sé en qué va mi ficha?',
    respuesta: `En [Seguimiento](${paths.seguimiento}) escribe el folio de tu ficha y el correo con el que la llenaste. Te enviaremos un código a ese correo para que veas su estado.`,
  },
  {
    tema: 'admisiones',
    pregunta: 'Soy menor de edad, ¿puedo inscribirme?',
    respuesta: `Sí. Puedes generar tu ficha en línea; al presentar tus [documentos](${requiredDocuments}) en el campus acude con tu madre, padre o tutor. Si tienes dudas, [escríbenos](${paths.contactanos}).`,
  },
  // Costos
  {
    tema: 'costos',
    pregunta: '¿Cuánto cuesta estudiar?',
    respuesta: `Los costos de la ficha, la inscripción y la mensualidad dependen del nivel y de la modalidad. Consúltalos en la [tabla de costos](${costs}): elige el nivel y la modalidad para ver los de tu programa.`,
  },
  {
    tema: 'costos',
    pregunta: '¿Por qué hay dos precios en licenciatura?',
    respuesta: `En licenciatura los costos son diferenciados según el tipo de ingreso: **egresado** del instituto o **nuevo ingreso**. En la [tabla de costos](${costs}) elige tu tipo de ingreso para ver los tuyos.`,
  },
  {
    tema: 'costos',
    pregunta: '¿La ficha de inscripción tiene costo?',
    respuesta: `Depende del nivel y de la modalidad: en algunas la ficha es sin costo. Revísalo en la [tabla de costos](${costs}).`,
  },
  {
    tema: 'costos',
    pregunta: '¿Cuánto cuesta un documento escolar, como una constancia o un kardex?',
    respuesta: `Cada documento tiene su precio; consúltalos en [Costos de los documentos](${documentPrices}).`,
  },
  {
    tema: 'costos',
    pregunta: '¿Los costos pueden cambiar?',
    respuesta: `Sí. La [tabla de costos](${costs}) muestra los vigentes; confírmalos en tu campus al inscribirte.`,
  },
  // Becas
  {
    tema: 'becas',
    pregunta: '¿Qué becas ofrece el instituto?',
    respuesta: `Consulta los tipos de beca, sus porcentajes, requisitos y fechas en la página de [Becas](${paths.becas}).`,
  },
  {
    tema: 'becas',
    pregunta: '¿Cómo solicito una beca?',
    respuesta: `Llena la solicitud en la página de [Becas](${paths.becas}) con tus datos, el programa, el campus, el tipo de beca y por qué la solicitas, y adjunta tus documentos de soporte. Al enviarla recibirás un correo con tu folio.`,
  },
  {
    tema: 'becas',
    pregunta: '¿Cómo sé si me dieron la beca?',
    respuesta: `Te escribimos al correo de tu solicitud cuando la recibimos, cuando la revisamos y cuando se aprueba, con su porcentaje, o se rechaza, con el motivo. También puedes consultarla con tu folio en [Seguimiento](${paths.seguimiento}).`,
  },
  // Documentos
  {
    tema: 'documentos',
    pregunta: '¿Cómo solicito un documento escolar, como una constancia o un kardex?',
    respuesta: `Realiza el pago del documento y llena la [solicitud de documentos](${paths.documentos}) con tus datos y tu comprobante de pago (${receiptFormats}, de hasta ${UPLOAD_MAX_MB} MB). Los precios están en [Costos de los documentos](${documentPrices}).`,
  },
  {
    tema: 'documentos',
    pregunta: '¿Cuánto tarda en llegar mi documento?',
    respuesta: `Lo entregamos en un máximo de ${DOCUMENT_DELIVERY_BUSINESS_DAYS} días hábiles después de recibir una solicitud correcta, al correo electrónico que registraste.`,
  },
  {
    tema: 'documentos',
    pregunta: '¿Cómo sé en qué va mi solicitud de documentos?',
    respuesta: `En [Seguimiento](${paths.seguimiento}) escribe el folio de tu solicitud y el correo con el que la enviaste. Te enviaremos un código a ese correo para que veas su estado y su fecha de entrega.`,
  },
  {
    tema: 'documentos',
    pregunta: '¿Qué hago si mi comprobante de pago no se puede subir?',
    respuesta: `Revisa que sea un archivo ${receiptFormats} y que pese ${UPLOAD_MAX_MB} MB o menos; una foto clara del comprobante también sirve. Si aún no puedes enviarlo, [escríbenos](${paths.contactanos}).`,
  },
  // Certificados
  {
    tema: 'certificados',
    pregunta: '¿Cómo verifico un certificado electrónico?',
    respuesta: 'Escanea el código QR impreso en el certificado: abre la página de verificación con su folio y muestra los datos registrados del certificado.',
  },
  {
    tema: 'certificados',
    pregunta: '¿Qué significa «ANULADO/NO VALIDO» en un certificado?',
    respuesta: `Que el certificado fue anulado y ya no es válido; el dato aparece en rojo. Si es tu certificado y crees que es un error, [contáctanos](${paths.contactanos}).`,
  },
  {
    tema: 'certificados',
    pregunta: '¿Qué hago si la verificación no encuentra el folio?',
    respuesta: `Revisa que la dirección tenga el folio tal como está impreso en el certificado, o escanea de nuevo el código QR. Si el mensaje sigue, [contáctanos](${paths.contactanos}) con el folio y una foto del certificado.`,
  },
  {
    tema: 'certificados',
    pregunta: '¿Necesito una cuenta para verificar un certificado?',
    respuesta: 'No. Cualquier persona, por ejemplo una empresa que contrata, puede verificarlo con el código QR o el folio, sin registrarse.',
  },
]
