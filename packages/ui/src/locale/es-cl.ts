// The one place for the portals' Spanish (es-CL) text presets: screen labels, form messages and the
// constants of docs/portals.md, constants. Components read their words from here, so a wording changes once.
// (Messages for the user pool's and the API's errors are mapped where those errors are understood:
// packages/auth and packages/data-client.) The words of the kit's primitives (es-cl/kit.ts), the
// forms (es-cl/forms.ts) and the lists (es-cl/table.ts) sit beside it, each imported by the
// components that show them, so the sign-in page does not carry a list's words (decision 053).

/** Where a notification appears (sonner's positions). */
export type NotificationPosition =
  | 'top-left'
  | 'top-center'
  | 'top-right'
  | 'bottom-left'
  | 'bottom-center'
  | 'bottom-right'

export const esCl = {
  locale: 'es-CL',

  login: {
    title: 'Iniciar sesión',
    description: 'Ingresa con tu correo y contraseña.',
    email: 'Correo',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    newPasswordTitle: 'Define tu contraseña',
    newPasswordDescription:
      'Es tu primer ingreso: reemplaza la contraseña temporal por una tuya para continuar.',
    newPasswordSubmit: 'Guardar y continuar',
    newPasswordSubmitting: 'Guardando…',
  },

  /** After an optional field's label (every field's frame, the sign-in's included). */
  field: { optional: '(opcional)' },

  validation: {
    emailRequired: 'Ingresa tu correo.',
    passwordRequired: 'Ingresa tu contraseña.',
    newPasswordRequired: 'Ingresa la nueva contraseña.',
    passwordsDiffer: 'Las contraseñas no coinciden.',
    currentPasswordRequired: 'Ingresa tu contraseña actual.',
  },

  shell: {
    greeting: (nombre: string) => `Hola, ${nombre}`,
    signOut: 'Cerrar sesión',
    signOutEverywhere: 'Cerrar sesión en todos los dispositivos',
    signingOut: 'Cerrando sesión…',
    portal: (nombre: string) => `Portal ${nombre}`,
    skipToContent: 'Ir al contenido',
    navigation: 'Navegación principal',
    home: 'Inicio',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    userMenu: (nombre: string) => `Menú de ${nombre}`,
    changePassword: 'Cambiar contraseña',
    myDevices: 'Mis dispositivos',
    myTickets: 'Mis tickets',
    noMenu:
      'Tu usuario aún no tiene pantallas asignadas en este portal. Si necesitas acceso, pídelo a tu administrador o crea un ticket.',
  },

  /** The new-password pair of fields, wherever a password is chosen. */
  newPassword: {
    label: 'Nueva contraseña',
    confirm: 'Repite la nueva contraseña',
    /** The policy's rules one by one (passwordSchema in packages/contracts says the same). */
    rulesTitle: 'Tu contraseña debe tener:',
    rules: [
      'Al menos 8 caracteres',
      'Una letra minúscula',
      'Una letra mayúscula',
      'Un número',
      'Un símbolo (por ejemplo ! # % * -)',
    ],
  },

  forgotPassword: {
    link: '¿Olvidaste tu contraseña?',
    title: 'Recuperar contraseña',
    description: 'Te enviaremos un código a tu correo para crear una contraseña nueva.',
    email: 'Correo',
    sendCode: 'Enviar código',
    sendingCode: 'Enviando código…',
    confirmTitle: 'Crea tu nueva contraseña',
    confirmDescription: (destino: string) =>
      `Ingresa el código que enviamos a ${destino} y tu nueva contraseña.`,
    code: 'Código de verificación',
    submit: 'Cambiar contraseña',
    submitting: 'Cambiando contraseña…',
    done: 'Tu contraseña fue cambiada. Ya puedes iniciar sesión.',
    backToLogin: 'Volver a iniciar sesión',
    resend: 'Pedir otro código',
  },

  changePassword: {
    title: 'Cambiar contraseña',
    description: 'Ingresa tu contraseña actual y la nueva.',
    current: 'Contraseña actual',
    submit: 'Guardar contraseña',
    submitting: 'Guardando…',
    done: 'Tu contraseña fue cambiada.',
  },

  devices: {
    title: 'Mis dispositivos',
    description:
      'Los dispositivos recordados pueden volver a iniciar sesión sin pasos adicionales. Olvida los que ya no uses.',
    name: 'Dispositivo',
    lastUsed: 'Último uso',
    current: 'Este dispositivo',
    never: 'Sin registro',
    remember: 'Recordar este dispositivo',
    remembering: 'Recordando…',
    remembered: 'Este dispositivo quedó recordado.',
    forget: 'Olvidar',
    forgetting: 'Olvidando…',
    forgotten: (nombre: string) => `Se olvidó el dispositivo ${nombre}.`,
    empty: 'No tienes dispositivos recordados.',
    loading: 'Cargando dispositivos…',
  },

  pages: {
    loading: 'Cargando…',
    notFoundTitle: 'Página no encontrada',
    notFoundDescription: 'La dirección que buscas no existe o fue cambiada.',
    errorTitle: 'Algo salió mal',
    errorDescription: 'No pudimos mostrar esta página. Intenta de nuevo en unos momentos.',
    backHome: 'Volver al inicio',
    forbiddenTitle: 'No tienes permiso para ver esta página',
    forbiddenDescription:
      'Tu usuario no tiene el permiso que esta pantalla requiere. Si lo necesitas, pídelo a tu administrador.',
    wipTitle: 'En construcción',
    wipDescription: 'Esta sección todavía no está disponible. Estamos trabajando en ella.',
    pendingDescription: (titulo: string) =>
      `La pantalla «${titulo}» todavía no está disponible. Estamos trabajando en ella.`,
    raiseTicket: 'Crear un ticket',
  },

  /** docs/portals.md, constants: 5 s by default; top in the main layout, bottom around the sign-in guard. */
  notifications: {
    durationMs: 5000,
    mainPosition: 'top-center' satisfies NotificationPosition,
    signInGuardPosition: 'bottom-center' satisfies NotificationPosition,
    signInRequired: 'Debes iniciar sesión para ver esta página.',
    closeLabel: 'Cerrar notificación',
  },

  /** Weeks start on Monday (0 = Sunday) and times are shown on a 24-hour clock. */
  calendar: { weekStartsOn: 1, hour12: false },

  iconSizes: { xs: 18, sm: 24, md: 32, lg: 38, xl: 46 },
} as const
