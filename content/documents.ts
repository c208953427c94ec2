import { DOCUMENT_DELIVERY_BUSINESS_DAYS } from '#contracts/document-options.ts'
import { paths } from '#contracts/site-paths.ts'
import type { PageMetaContent } from './types.ts'

/** The school-services documents page (spec §2.14): its texts; the levels, documents and prices are published content (kind `opciones-documentos`, seeded from contracts/document-options.ts), field labels and messages in contracts. */
export const documentsPage = {
  title: 'Solicitud de documentos escolares',
  description:
    'Solicita en línea tu constancia de estudios, kardex o credencial: sube tu comprobante de pago y recíbelo en tu correo en 2 días hábiles.',
  path: paths.documentos,
} satisfies PageMetaContent

export const documentsContent = {
  header: 'Servicios Escolares: Documentos',
  intro: 'Solicita tus documentos oficiales en línea con tu comprobante de pago.',
  /** Issue 15: to the tracking page. */
  tracking: { before: '¿Ya enviaste tu solicitud? ', link: 'Consulta su estado con tu folio', after: '.' },
  prices: {
    heading: 'Costos de los documentos',
    documentColumn: 'Documento',
    priceColumn: 'Costo (MXN)',
    /** spec §1, §9: delivery after a correct request. */
    deliveryNote: `Entregamos tu documento en un máximo de ${DOCUMENT_DELIVERY_BUSINESS_DAYS} días hábiles, después de recibir una solicitud correcta, al correo electrónico que registres.`,
  },
  form: {
    heading: 'Solicita tu documento',
    intro: 'Realiza el pago del documento y llena el formulario con tus datos y tu comprobante.',
    placeholders: {
      nivel_estudios: 'Selecciona tu nivel de estudios',
      especificaciones: 'Selecciona un documento',
    },
    /** Shown with the document's price in its option, e.g. 'Kardex académico ($300)'. */
    optionWithPrice: (label: string, price: string) => `${label} (${price})`,
    submit: 'Enviar solicitud',
    cancel: 'Cancelar',
    /** Read with the send button while it announces itself disabled. */
    disabledHint: 'Completa todos los campos y adjunta tu comprobante para poder enviar la solicitud.',
    privacy: {
      before: 'Usaremos tus datos solo para tramitar tu documento. Consulta nuestro ',
      link: 'Aviso de privacidad',
      after: '.',
    },
    /** The button that closes a warning or the success dialog. */
    acknowledge: 'Entendido',
    progressLabel: 'Avance del envío',
  },
} as const

export type DocumentsFormText = (typeof documentsContent)['form']
