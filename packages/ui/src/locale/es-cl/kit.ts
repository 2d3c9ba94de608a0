// The Spanish (es-CL) words of the kit's primitives, the app shell's additions, the update notices
// (docs/portals.md, states), the themes, the charts and the estados of the business records; beside
// ../es-cl.ts, the one place for text presets, and imported by the components that show them.

/** Every estado a business record can be in (docs/domain.md), with the label users read. */
export const estadoLabels = {
  // Cotización, solicitud, solicitud de ajuste.
  borrador: 'Borrador',
  enviada: 'Enviada',
  aceptada: 'Aceptada',
  rechazada: 'Rechazada',
  contratada: 'Contratada',
  pendiente: 'Pendiente',
  aprobada: 'Aprobada',
  'en-logistica': 'En logística',
  completada: 'Completada',
  // Contrato.
  vigente: 'Vigente',
  terminado: 'Terminado',
  // EDP: the stages of the workflow (the tabs of edp-generados).
  'revision-comercial-1': 'Revisión comercial 1',
  'revision-obra': 'Revisión de obra',
  'observado-obra': 'Observado por obra',
  'revision-comercial-2': 'Revisión comercial 2',
  'aprobado-obra': 'Aprobado por obra',
  // EDP externo.
  emitido: 'Emitido',
  aceptado: 'Aceptado',
  'en-ajuste': 'En ajuste',
  // Activo.
  disponible: 'Disponible',
  reservado: 'Reservado',
  'en-obra': 'En obra',
  'en-traslado': 'En traslado',
  'en-taller': 'En taller',
  'de-baja': 'De baja',
  // Report (parte diario).
  firmado: 'Firmado',
  validado: 'Validado',
  'en-observacion': 'En observación',
  // Ticket and incidente.
  abierto: 'Abierto',
  'en-progreso': 'En progreso',
  'en-revision': 'En revisión',
  resuelto: 'Resuelto',
  cerrado: 'Cerrado',
} as const

export type Estado = keyof typeof estadoLabels

export const kit = {
  estados: estadoLabels,

  dialog: { close: 'Cerrar' },

  confirm: {
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    pending: 'Procesando…',
    failed: 'No se pudo completar la acción. Intenta de nuevo.',
  },

  combobox: {
    placeholder: 'Buscar…',
    loading: 'Buscando…',
    empty: 'Sin resultados',
    failed: 'No se pudieron cargar las opciones.',
    list: 'Opciones',
    clear: 'Limpiar selección',
    results: (cantidad: number) =>
      cantidad === 1 ? '1 resultado disponible' : `${cantidad} resultados disponibles`,
  },

  select: { placeholder: 'Selecciona una opción' },

  breadcrumb: { label: 'Ruta de navegación', more: 'Más niveles' },

  avatar: { of: (nombre: string) => `Avatar de ${nombre}` },

  theme: {
    label: 'Tema',
    change: 'Cambiar tema',
    light: 'Claro',
    dark: 'Oscuro',
    system: 'Según el sistema',
  },

  /** docs/portals.md, states: both notices stay until the user acts (docs/portals.md, constants: no timeout). */
  updates: {
    downloading: 'Descargando una nueva versión',
    downloadingDescription: 'Espera un momento antes de continuar: la aplicación se actualizará.',
    ready: 'Hay una nueva versión disponible',
    readyDescription: 'Recarga la página para usarla.',
    reload: 'Recargar',
  },

  charts: {
    showTable: 'Ver datos en tabla',
    category: 'Categoría',
    total: 'Total',
    share: 'Porcentaje',
    drawingFailed: 'No se pudo cargar el gráfico. Sus datos están en «Ver datos en tabla».',
  },

  shell: {
    menu: 'Menú',
    shortcuts: 'Accesos directos',
    more: 'Más',
  },
} as const
