// The one place for the portals' Spanish (es-CL) text presets: screen labels, form messages and the
// constants of spec section 9. Components read their words from here, so a wording changes once.
// (Messages for the user pool's and the API's errors are mapped where those errors are understood:
// packages/auth and packages/data-client.)

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
    newPasswordTitle: 'Crea una nueva contraseña',
    newPasswordDescription: 'Es tu primer ingreso: elige una contraseña nueva para continuar.',
    newPassword: 'Nueva contraseña',
    confirmNewPassword: 'Repite la nueva contraseña',
    newPasswordSubmit: 'Guardar y continuar',
    newPasswordSubmitting: 'Guardando…',
  },

  validation: {
    emailRequired: 'Ingresa tu correo.',
    passwordRequired: 'Ingresa tu contraseña.',
    newPasswordRequired: 'Ingresa la nueva contraseña.',
    passwordsDiffer: 'Las contraseñas no coinciden.',
  },

  shell: {
    greeting: (nombre: string) => `Hola, ${nombre}`,
    signOut: 'Cerrar sesión',
    signingOut: 'Cerrando sesión…',
    portal: (nombre: string) => `Portal ${nombre}`,
    skipToContent: 'Ir al contenido',
  },

  pages: {
    loading: 'Cargando…',
    notFoundTitle: 'Página no encontrada',
    notFoundDescription: 'La dirección que buscas no existe o fue cambiada.',
    errorTitle: 'Algo salió mal',
    errorDescription: 'No pudimos mostrar esta página. Intenta de nuevo en unos momentos.',
    backHome: 'Volver al inicio',
  },

  /** Spec section 9: 5 s by default; top in the main layout, bottom around the sign-in guard. */
  notifications: {
    durationMs: 5000,
    mainPosition: 'top-center' satisfies NotificationPosition,
    signInGuardPosition: 'bottom-center' satisfies NotificationPosition,
    signInRequired: 'Debes iniciar sesión para ver esta página.',
    closeLabel: 'Cerrar notificación',
  },

  table: {
    rowsPerPage: 'Filas por página',
    allRows: 'Todas',
    empty: 'Sin datos disponibles',
    noMatch: 'No se han encontrado resultados',
  },

  /** Weeks start on Monday (0 = Sunday) and times are shown on a 24-hour clock. */
  calendar: { weekStartsOn: 1, hour12: false },

  iconSizes: { xs: 18, sm: 24, md: 32, lg: 38, xl: 46 },
} as const
