import { STAFF_PASSWORD_MIN_CHARS } from '#contracts/limits.ts'
import { STAFF_AREA_NAME } from '#contracts/staff.ts'

/** The staff area's own words (Spanish UI); messages the server answers live in contracts/staff.ts. */
export const panelText = {
  loading: 'Cargando…',
  unavailable: 'No pudimos abrir el panel',
  retry: 'Intentar de nuevo',
  sending: 'Enviando…',
  skipToContent: 'Saltar al contenido',
  navigation: 'Secciones del panel',
  signOut: 'Cerrar sesión',
  signingOut: 'Cerrando sesión…',
  backHome: 'Volver al inicio del panel',
  notFound: {
    heading: 'Esta sección del panel no existe',
    body: 'Revisa la dirección o vuelve al inicio del panel.',
  },
  wrongRole: { heading: 'Sin permiso' },
  signIn: {
    title: 'Iniciar sesión',
    intro: 'Entra con el correo y la contraseña de tu cuenta del personal.',
    submit: 'Iniciar sesión',
    forgot: '¿Olvidaste tu contraseña?',
    codeTitle: 'Código de verificación',
    codeIntro: 'Escribe el código de 6 dígitos de tu aplicación de autenticación, o uno de tus códigos de respaldo.',
    codeSubmit: 'Verificar',
    startOver: 'Volver a empezar',
    resetTitle: 'Elegir una contraseña nueva',
    resetIntro: 'Escribe el correo de tu cuenta: te enviaremos un enlace para elegir una contraseña nueva.',
    resetSubmit: 'Enviar enlace',
    backToSignIn: 'Volver a iniciar sesión',
  },
  home: {
    title: 'Inicio',
    greeting: (nombre: string) => `Hola, ${nombre}. Estas son las colas de trabajo de tus roles.`,
    queues: 'Colas de trabajo',
    items: (total: number) => (total === 1 ? 'registro recibido' : 'registros recibidos'),
    noQueues: 'Tus roles no atienden ninguna cola.',
  },
  setPassword: {
    title: 'Elige tu contraseña',
    intro: 'Escríbela dos veces. Con ella y tu correo entrarás al panel.',
    submit: 'Guardar contraseña',
    done: 'Tu contraseña quedó guardada. Ya puedes iniciar sesión con tu correo y tu contraseña nueva.',
    signIn: 'Iniciar sesión',
    incomplete: 'El enlace está incompleto. Ábrelo tal como llegó en el correo o pide uno nuevo.',
    newLinkHow: 'Para pedir un enlace nuevo, en la pantalla de inicio de sesión elige «¿Olvidaste tu contraseña?». Si tu invitación venció, también puedes pedir a un administrador que te la reenvíe.',
    newLink: 'Pedir un enlace nuevo',
  },
  passwordHint: `Al menos ${STAFF_PASSWORD_MIN_CHARS} caracteres. Evita contraseñas comunes; una frase de varias palabras funciona bien.`,
} as const

/** The `<title>` of a panel screen. */
export const panelTitle = (screen: string) => `${screen} · ${STAFF_AREA_NAME}`
