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
  account: {
    title: 'Mi cuenta',
    data: {
      heading: 'Tus datos',
      note: 'Para cambiar tu nombre, tu correo o tus roles, pide ayuda a una persona de administración.',
    },
    password: {
      heading: 'Cambiar contraseña',
      intro: 'Al cambiarla se cierran tus sesiones en otros dispositivos; esta sigue abierta.',
      submit: 'Cambiar contraseña',
      done: 'Tu contraseña cambió. Las sesiones abiertas en otros dispositivos se cerraron.',
    },
    twoFactor: {
      heading: 'Verificación en dos pasos',
      stateLabel: 'Estado:',
      offState: 'desactivada',
      offIntro:
        'Al entrar, además de tu contraseña escribirás un código de 6 dígitos que muestra una aplicación de autenticación de tu teléfono (Google Authenticator, Microsoft Authenticator, FreeOTP u otra). Así nadie puede entrar solo con tu contraseña.',
      start: 'Activar verificación en dos pasos',
      startTitle: 'Confirma que eres tú',
      startIntro: 'Escribe tu contraseña para empezar la activación.',
      startSubmit: 'Continuar',
      cancel: 'Cancelar',
      scanHeading: '1. Agrega tu cuenta a la aplicación',
      scanIntro: 'Abre tu aplicación de autenticación y escanea este código QR.',
      qrAlt: 'Código QR para agregar tu cuenta del panel a tu aplicación de autenticación',
      manualKey: 'Si no puedes escanearlo, elige agregar la cuenta con una clave y escribe esta:',
      codesHeading: '2. Guarda tus códigos de respaldo',
      codesIntro:
        'Si pierdes tu teléfono, podrás entrar con uno de estos códigos en lugar del de la aplicación. Cada código sirve una sola vez. Guárdalos en un lugar seguro, como un gestor de contraseñas: no volveremos a mostrarlos.',
      codesLabel: 'Códigos de respaldo',
      copy: 'Copiar códigos',
      copied: 'Códigos copiados. Pégalos en un lugar seguro.',
      copyFailed: 'Este navegador no permitió copiarlos: selecciónalos y cópialos a mano, o anótalos.',
      confirmTitle: '3. Escribe el código de la aplicación',
      confirmIntro: 'Para terminar, escribe el código de 6 dígitos que muestra ahora la aplicación.',
      confirmSubmit: 'Activar',
      enabled: 'La verificación en dos pasos quedó activada. Desde ahora, al entrar te pediremos el código de tu aplicación.',
      onState: 'activada',
      onIntro: 'Al entrar, después de tu contraseña escribes el código de tu aplicación de autenticación o uno de tus códigos de respaldo.',
      disable: 'Desactivar',
      disableTitle: 'Desactivar la verificación en dos pasos',
      disableIntro: 'Escribe tu contraseña para desactivarla. Tus códigos de respaldo dejarán de servir.',
      disableSubmit: 'Desactivar',
      disabled: 'La verificación en dos pasos quedó desactivada. Al entrar solo te pediremos tu contraseña.',
    },
    sessions: {
      heading: 'Sesiones',
      intro:
        'Si dejaste tu sesión abierta en otro equipo o crees que alguien más entró con tu cuenta, ciérrala en todos los dispositivos. También se cerrará esta y tendrás que volver a entrar.',
      signOutAll: 'Cerrar sesión en todos los dispositivos',
      confirm: '¿Cerrar la sesión en todos los dispositivos, también en este?',
      confirmYes: 'Sí, cerrar todas las sesiones',
      cancel: 'Cancelar',
      busy: 'Cerrando sesiones…',
    },
  },
  passwordHint: `Al menos ${STAFF_PASSWORD_MIN_CHARS} caracteres. Evita contraseñas comunes; una frase de varias palabras funciona bien.`,
} as const

/** The `<title>` of a panel screen. */
export const panelTitle = (screen: string) => `${screen} · ${STAFF_AREA_NAME}`
