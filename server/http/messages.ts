import { STATUS_MESSAGES } from '#contracts/api-responses.ts'
import { UPLOAD_MAX_MB } from '#contracts/limits.ts'

/**
 * Every Spanish message the API sends in `{ mensaje }`. The ones spec §8 quotes are copied
 * exactly as written there (accents omitted included).
 */
export const API_MESSAGES = {
  notFound: STATUS_MESSAGES[404],
  internalError: STATUS_MESSAGES[500],
  /** The database cannot be reached (sent with Retry-After). */
  databaseUnavailable: 'El servicio no está disponible en este momento: no pudimos conectar con la base de datos. Intenta de nuevo en un momento.',
  invalidJson: 'El cuerpo de la solicitud no es JSON válido.',
  emptyJson: 'El cuerpo de la solicitud está vacío: envía los datos en JSON.',
  contentLengthMismatch: 'El tamaño del cuerpo no coincide con el encabezado Content-Length.',
  bodyTooLarge: 'El cuerpo de la solicitud es demasiado grande.',
  unsupportedMediaType: 'El tipo de contenido de la solicitud no es compatible con este recurso.',
  badRequest: 'No se pudo procesar la solicitud. Revisa los datos enviados.',
  unauthorized: STATUS_MESSAGES[401],
  forbidden: 'No tienes permiso para acceder a este recurso.',
  crossSite: 'Solicitud rechazada: el formulario debe enviarse desde el sitio del instituto.',
  methodNotAllowed: 'Método no permitido.',
  requestTimeout: 'La solicitud tardó demasiado. Intenta de nuevo.',
  uploadTooSlow: 'El archivo dejó de llegar o llegaba demasiado lento, así que se canceló el envío. Revisa tu conexión e intenta de nuevo.',
  tooManyRequests: 'Demasiadas solicitudes. Espera un momento e intenta de nuevo.',
  /** A database-counted limit (issue 15), with when to try again. */
  tooManyRequestsFor: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60)
    return `Hiciste demasiadas consultas seguidas. Intenta de nuevo en ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}.`
  },
  badUrl: 'La dirección solicitada no es válida: revisa que esté completa y bien escrita.',
  notMultipart: 'Envía el formulario como multipart/form-data, con el comprobante como archivo.',
  fileTooLarge: `Archivo muy grande: el tamaño máximo es ${UPLOAD_MAX_MB} MB.`,
  fileNameChars: 'El nombre del archivo tiene caracteres no permitidos: cámbiale el nombre y elígelo de nuevo.',
  nulInRequest: 'La solicitud trae un carácter nulo: escribe los datos de nuevo sin copiarlos de otro documento.',
  unexpectedField: 'La solicitud trae un campo que el formulario no tiene.',
  repeatedField: 'La solicitud trae un campo repetido.',
  oneFileOnly: 'Adjunta un solo archivo: el comprobante de pago.',
  tooManyFiles: (max: number) => `Adjunta como máximo ${max} archivos.`,
  tooManyFields: 'La solicitud trae más campos de los que tiene el formulario.',
  malformedMultipart: 'El formulario llegó incompleto o mal formado. Intenta enviarlo de nuevo.',
  bodyNotObject: 'El cuerpo de la solicitud debe ser un objeto JSON con los campos del formulario.',
  /** A field left out, where its schema words no message of its own. */
  missingValue: 'Completa este campo.',
  /** A field with a value of the wrong kind, where its schema words no message of its own. */
  invalidValue: 'Revisa este campo: el valor no tiene el formato esperado.',
} as const
