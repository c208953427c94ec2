import type { WhatsappTemplates } from '#contracts/content/whatsapp-templates.ts'

/*
 * Issue 38: the first WhatsApp templates a fresh site publishes («Escribir por WhatsApp» on a
 * contact message or a ficha); staff edit them in «Contenido». {nombre} and {programa} are filled
 * in by the panel.
 */
export const whatsappTemplatesSeed: WhatsappTemplates = [
  {
    id: 1,
    title: 'Primer contacto después de la ficha',
    body: 'Hola, {nombre}. Te escribimos del área de Admisiones: recibimos tu ficha para {programa}. ¿Tienes unos minutos para resolver tus dudas sobre inscripción, horarios y costos?',
  },
  {
    id: 2,
    title: 'Recordatorio de cita',
    body: 'Hola, {nombre}. Te recordamos tu cita en Admisiones para platicar sobre {programa}. Trae una identificación; si necesitas cambiar el día, respóndenos por aquí.',
  },
  {
    id: 3,
    title: 'Respuesta a un mensaje',
    body: 'Hola, {nombre}. Gracias por escribirnos. Con gusto te damos información sobre {programa}: ¿en qué campus y modalidad te gustaría estudiar?',
  },
]
