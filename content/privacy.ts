import { paths } from '#contracts/site-paths.ts'
import type { PrivacyNoticeParts } from '#contracts/content/privacy-notice.ts'
import { formatLongDay } from '#contracts/calendar-day.ts'
import { brand, formatAddress, type Identity } from './identity.ts'
import type { PageMetaContent, TextDocumentContent, TextSection } from './types.ts'

/**
 * The privacy notice (aviso de privacidad integral) the Ley Federal de Protección de Datos
 * Personales en Posesión de los Particulares requires wherever personal data is collected:
 * here, the contact form, the ficha and the document request. It describes what this website
 * actually does (see server/ and the forms); the institute's legal office should review it
 * before publishing.
 */

export const privacyPage = {
  title: 'Aviso de privacidad',
  description: `Cómo ${brand.acronym} trata los datos personales que recibe por su sitio web: qué datos, para qué, por cuánto tiempo y cómo ejercer tus derechos ARCO.`,
  path: paths.avisoPrivacidad,
} satisfies PageMetaContent

/** The notice's variable parts as the site started (issue 37: staff publish them). */
export const privacyNoticeSeed: PrivacyNoticeParts = {
  updatedOn: '2026-11-29',
  dataEmail: 'contacto@instituto-ejemplo.edu.mx',
}

function months(count: number): string {
  return `${count} ${count === 1 ? 'mes' : 'meses'}`
}

/** What the notice states that is not its legal text. */
export interface PrivacyNoticeFacts {
  /** How long closed submissions are kept: RETENTION_MONTHS, the number the server's retention job deletes by (docs/decisions/024). */
  readonly retentionMonths: number
  readonly parts: PrivacyNoticeParts
  /** The published identity: the office's address and hours. */
  readonly identity: Identity
}

/** The notice. */
export function privacyNotice({ retentionMonths, parts, identity }: PrivacyNoticeFacts): TextDocumentContent {
  const kept = `hasta ${months(retentionMonths)}`
  const { dataEmail } = parts
  const office = formatAddress(identity.address)
  return {
    heading: 'Aviso de privacidad integral',
    updated: `Última actualización: ${formatLongDay(parts.updatedOn)}.`,
    intro: `${brand.name} (${brand.acronym}) es responsable del tratamiento de los datos personales que nos proporcionas por este sitio web, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.`,
    sections: [
      {
        heading: 'Quién es el responsable',
        blocks: [
          { type: 'paragraph', text: `${brand.name}, con domicilio en ${office}.` },
          {
            type: 'link',
            before: 'Para cualquier asunto sobre tus datos personales escríbenos a ',
            label: dataEmail,
            href: `mailto:${dataEmail}`,
            after: ` o acude a nuestras oficinas (${identity.hours}).`,
          },
        ],
      },
      {
        heading: 'Qué datos recabamos',
        blocks: [
          { type: 'paragraph', text: 'Solo los que escribes en nuestros formularios:' },
          {
            type: 'list',
            items: [
              'Formulario de contacto: nombre, correo electrónico, teléfono (si decides darlo) y el mensaje.',
              'Ficha de inscripción: apellidos, nombre(s), correo electrónico, número de celular, nivel de estudio, campus y carrera de interés.',
              'Solicitud de documentos: nombre completo, correo electrónico, teléfono, nivel de estudios, el documento que solicitas y tu comprobante de pago.',
              'Registro a un evento (día de puertas abiertas, visita al campus, sesión informativa): nombre, correo electrónico, teléfono, nivel y programa de interés, y cuántas personas te acompañan.',
              'Solicitud de beca: nombre completo, correo electrónico, teléfono, carrera, campus, el tipo de beca, por qué la solicitas y los documentos que la respaldan (por ejemplo, boletas o comprobantes de ingresos).',
            ],
          },
          {
            type: 'paragraph',
            text: 'La CURP que escribes en la ficha se revisa en tu dispositivo y no se envía ni se guarda. No recabamos datos personales sensibles.',
          },
          {
            type: 'paragraph',
            text: 'Por seguridad, nuestro servidor registra por un tiempo breve la dirección IP y la fecha de cada envío, para detectar abusos y fallas.',
          },
          {
            type: 'paragraph',
            text: 'Para saber qué medios nos traen aspirantes, el sitio anota solo en la sesión de tu navegador, y envía junto con el formulario de contacto, la ficha o el registro a un evento, el enlace de campaña o el sitio desde el que llegaste y la página por la que entraste. No usamos cookies para ello.',
          },
        ],
      },
      {
        heading: 'Para qué los usamos',
        blocks: [
          { type: 'paragraph', text: 'Finalidades necesarias para atenderte:' },
          {
            type: 'list',
            items: [
              'Responder tu mensaje o tu solicitud de información.',
              'Registrar tu ficha de inscripción, enviarte por correo tu folio y la lista de documentos, y darle seguimiento a tu proceso de admisión.',
              'Tramitar tu solicitud de documentos: validar tu pago y enviarte el documento por correo.',
              'Apartar tu lugar en un evento, enviarte la confirmación y un recordatorio un día antes, y registrar tu asistencia.',
              'Evaluar tu solicitud de beca con los documentos que envías y avisarte por correo cada paso y la respuesta.',
              'Reunir en un solo registro los envíos que haces con el mismo correo o teléfono, para atenderte como una sola persona.',
              'Comunicarnos contigo por correo, teléfono o WhatsApp sobre tu solicitud.',
            ],
          },
          {
            type: 'paragraph',
            text: 'No usamos tus datos con fines de publicidad ni los vendemos. Si algún día quisiéramos usarlos para otra finalidad, te pediremos antes tu consentimiento.',
          },
        ],
      },
      {
        heading: 'Por cuánto tiempo los conservamos',
        blocks: [
          {
            type: 'list',
            items: [
              `Mensajes de contacto: ${kept} después de que lo atendemos y lo cerramos.`,
              `Fichas de inscripción: ${kept} después de cerrarse, porque te inscribiste o porque se descartó. Si te inscribes, tus datos pasan a tu expediente escolar, que se conserva según las disposiciones educativas aplicables.`,
              `Solicitudes de documentos: ${kept} después de que te entregamos el documento o rechazamos la solicitud, junto con tu comprobante de pago y los documentos que te entregamos.`,
              `Registros a eventos: ${kept} después del evento, o de que cancelas tu registro.`,
              `Solicitudes de beca: ${kept} después de que la aprobamos o la rechazamos, junto con los documentos que enviaste.`,
              'El registro que reúne tus envíos se elimina en cuanto ya no queda ninguno de ellos.',
            ],
          },
          {
            type: 'paragraph',
            text: 'Al terminar esos plazos, el sistema de este sitio los elimina automáticamente, con sus archivos y los correos que te enviamos sobre ellos.',
          },
        ],
      },
      {
        heading: 'Con quién los compartimos',
        blocks: [
          {
            type: 'paragraph',
            text: 'No transferimos tus datos a terceros sin tu consentimiento, salvo en los casos que la ley permite, por ejemplo cuando una autoridad competente los solicita o, una vez inscrito, cuando la autoridad educativa los requiere para tu registro escolar.',
          },
          {
            type: 'paragraph',
            text: 'Los proveedores que alojan este sitio y envían nuestros correos tratan tus datos solo por nuestra cuenta, con la confidencialidad que exige la ley.',
          },
        ],
      },
      {
        heading: 'Tus derechos ARCO y cómo ejercerlos',
        blocks: [
          {
            type: 'paragraph',
            text: 'Tienes derecho a conocer qué datos tenemos de ti (Acceso), a corregirlos (Rectificación), a pedir que los eliminemos (Cancelación) y a oponerte a su uso para fines específicos (Oposición). También puedes revocar tu consentimiento o limitar el uso de tus datos.',
          },
          {
            type: 'link',
            before: 'Envía tu solicitud a ',
            label: dataEmail,
            href: `mailto:${dataEmail}`,
            after: ` o entrégala en ${office}. Incluye:`,
          },
          {
            type: 'list',
            items: [
              'Tu nombre y un correo o domicilio donde podamos responderte.',
              'Una copia de tu identificación oficial (o la de tu representante y el documento que lo acredite).',
              'Qué derecho quieres ejercer y sobre qué datos, y el folio de tu mensaje, ficha o solicitud si lo tienes.',
              'Para una rectificación, el dato correcto y, si aplica, el documento que lo respalde.',
            ],
          },
          {
            type: 'paragraph',
            text: 'Te responderemos en un plazo máximo de 20 días hábiles y, si procede, haremos efectiva tu solicitud dentro de los 15 días hábiles siguientes. Si no quedas conforme, puedes acudir a la autoridad garante en materia de protección de datos personales.',
          },
        ],
      },
      {
        heading: 'Cookies y servicios de terceros',
        blocks: [
          {
            type: 'paragraph',
            text: 'Este sitio no usa cookies de rastreo ni de publicidad. El mapa de Google Maps que mostramos en la página de contacto es un servicio de Google, que puede usar sus propias cookies conforme a su política de privacidad.',
          },
        ],
      },
      {
        heading: 'Cambios a este aviso',
        blocks: [
          {
            type: 'paragraph',
            text: 'Si cambiamos este aviso, publicaremos la nueva versión en esta misma página con su fecha de actualización.',
          },
        ],
      },
    ] satisfies TextSection[],
  }
}
