import { paths } from "#contracts/site-paths.ts";
import { brand, type Identity } from "./identity.ts";
import type {
  PageMetaContent,
  TextDocumentContent,
  TextSection,
} from "./types.ts";

/**
 * The accessibility statement: the standard the site aims for, how it is checked, the limits we
 * know of and how to report a barrier. It claims only what the project does (tests/e2e runs axe
 * and the keyboard journeys; no screen-reader review has been done yet): when that changes, update
 * the text and its review date.
 */

export const accessibilityPage = {
  title: "Declaración de accesibilidad",
  description: `Qué nivel de accesibilidad busca el sitio de ${brand.acronym}, cómo lo comprobamos, qué limitaciones conocemos y cómo avisarnos si algo te impide usarlo.`,
  path: paths.accesibilidad,
} satisfies PageMetaContent;

/** The statement, with the published identity's e-mail, main phone and hours for reporting a barrier. */
export function accessibilityStatement({
  email,
  phones: [mainPhone],
  hours,
}: Identity): TextDocumentContent {
  return {
    heading: "Declaración de accesibilidad",
    updated: "Última revisión: 26 de noviembre de 2026.",
    intro: `En ${brand.name} queremos que todas las personas puedan usar este sitio, también quienes navegan solo con el teclado, usan un lector de pantalla, amplían el texto o prefieren menos movimiento en la pantalla.`,
    sections: [
      {
        heading: "Nuestro objetivo",
        blocks: [
          {
            type: "paragraph",
            text: "Buscamos cumplir el nivel AA de las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 del W3C.",
          },
          {
            type: "paragraph",
            text: "Todavía no tenemos una auditoría completa hecha por especialistas, así que no afirmamos cumplirlo por completo. Más abajo están las limitaciones que conocemos.",
          },
        ],
      },
      {
        heading: "Cómo lo comprobamos",
        blocks: [
          {
            type: "list",
            items: [
              "Pruebas automáticas: un navegador abre cada página del sitio y la herramienta axe-core revisa las reglas de WCAG 2.0, 2.1 y 2.2 de nivel A y AA.",
              "Recorridos con el teclado: las pruebas abren y cierran los menús y escriben el código de verificación usando solo el teclado, y comprueban que, al enviar un formulario con errores, el foco llegue al primer campo que hay que corregir.",
              "Movimiento: los videos, los carruseles y las franjas que se mueven solos tienen un botón para pausarlos y se quedan quietos si tu dispositivo pide reducir el movimiento. Las pruebas también lo comprueban.",
              "Lectores de pantalla: aún no hemos hecho una revisión completa con lectores de pantalla como NVDA, VoiceOver o TalkBack. Está pendiente.",
            ],
          },
        ],
      },
      {
        heading: "Limitaciones que conocemos",
        blocks: [
          {
            type: "list",
            items: [
              "Fotos y videos provisionales: muchas imágenes del sitio son de ejemplo mientras recibimos las definitivas. Su texto alternativo describe lo que muestran hoy; lo cambiaremos cuando cambien las imágenes.",
              "Videos sin sonido: los videos de fondo no tienen audio ni narración, por eso no llevan subtítulos ni audiodescripción. Son decorativos: la información de cada página también está en texto.",
              "Mapas: los mapas incrustados son de Google Maps y su accesibilidad depende de Google. En la página de cada campus, la dirección está escrita junto al mapa, y en Contáctanos hay un enlace para abrir el mapa en Google Maps.",
              "Sitios de otros: WhatsApp, las redes sociales, el blog y los sistemas escolares (plataforma de aprendizaje, administración escolar, zona del alumno y correo institucional) son sitios aparte. Esta declaración no los cubre.",
              "Burbuja de ayuda del chat: aparece unos segundos después de abrir la página y se oculta sola poco después. El botón del chat, al que se refiere, siempre está visible.",
              "Directorio de cada campus: los enlaces «Contacto» todavía no llevan a una página propia. Mientras tanto, encuentras los teléfonos y el formulario en la página Contáctanos.",
            ],
          },
        ],
      },
      {
        heading: "Avísanos si encuentras una barrera",
        blocks: [
          {
            type: "paragraph",
            text: "Si algo del sitio te impide usarlo o te lo complica, dinos en qué página estabas, qué querías hacer y qué dispositivo, navegador o tecnología de apoyo usas.",
          },
          {
            type: "link",
            before: "Escríbenos a ",
            label: email,
            href: `mailto:${email}`,
            after: ".",
          },
          {
            type: "link",
            before: "O llámanos al ",
            label: mainPhone.display,
            href: `tel:${mainPhone.e164}`,
            after: ` (${hours}).`,
          },
          {
            type: "paragraph",
            text: "Te responderemos lo antes posible. Si no podemos corregir el problema de inmediato, te daremos la información que buscabas por otro medio.",
          },
        ],
      },
    ] satisfies TextSection[],
  };
}
