/** The sign-in screen: password, then the two-step code when the account has one, or a new password by e-mail. */
export const signInText = {
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
} as const

/** Choosing a password from the e-mailed link (an invitation or a reset). */
export const setPasswordText = {
  title: 'Elige tu contraseña',
  intro: 'Escríbela dos veces. Con ella y tu correo entrarás al panel.',
  submit: 'Guardar contraseña',
  done: 'Tu contraseña quedó guardada. Ya puedes iniciar sesión con tu correo y tu contraseña nueva.',
  signIn: 'Iniciar sesión',
  incomplete: 'El enlace está incompleto. Ábrelo tal como llegó en el correo o pide uno nuevo.',
  newLinkHow: 'Para pedir un enlace nuevo, en la pantalla de inicio de sesión elige «¿Olvidaste tu contraseña?». Si tu invitación venció, también puedes pedir a un administrador que te la reenvíe.',
  newLink: 'Pedir un enlace nuevo',
} as const
