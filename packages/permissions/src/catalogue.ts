// Every route of the portals, once: its portal(s), path, parameters, permission key and access.
// The keys follow the scheme of docs/permission-keys.md: `<area>/<verbo>-<entidad>` for screens,
// `<area>/<entidad>_eliminar` for deletes. Portals derive or check their route config against
// this list, the API declares the same keys, and the server builds the navigation menu from it.
// Each entry keeps its literal name, path and key (const type parameters), which is what lets
// `href` check a link's route name and params and `PermissionKey` check a key at compile time; a
// key that is not yet in `PermissionKey` fails typecheck until `npm run keys` regenerates it.
import type { Access, AccessKey, Portal, RouteEntry } from './route.ts'

const ALL: readonly Portal[] = ['backoffice', 'arrendador', 'operador']
const BACKOFFICE: readonly Portal[] = ['backoffice']

type Options = {
  portals?: readonly Portal[]
  access?: Access
  proveedorOnly?: boolean
  menu?: string
}

const paramsOf = (path: string): string[] =>
  path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1))

function route<const Name extends string, const Path extends string, const Key extends AccessKey>(
  name: Name,
  path: Path,
  key: Key,
  title: string,
  options: Options = {},
): RouteEntry<Name, Path, Key> {
  return {
    name,
    path,
    portals: options.portals ?? BACKOFFICE,
    params: paramsOf(path),
    key,
    access: options.access ?? 'keyed',
    proveedorOnly: options.proveedorOnly ?? false,
    title,
    menu: options.menu,
  }
}

function system<const Name extends string, const Path extends string>(
  name: Name,
  path: Path,
  title: string,
  access: Access = 'always',
): RouteEntry<Name, Path, ''> {
  return route(name, path, '', title, { portals: ALL, access })
}

// The lessor area (proveedor only): every proveedor user sees its own proveedor's rows.
function arrendador<const Name extends string, const Path extends string>(
  name: Name,
  path: Path,
  title: string,
): RouteEntry<Name, `arrendador/${Path}`, ''> {
  return route(name, `arrendador/${path}`, '', title, {
    portals: ['arrendador'],
    proveedorOnly: true,
    menu: ARRENDADOR,
  })
}

const COMERCIAL = 'Comercial'
const EDP = 'Estados de pago'
const PROVEEDORES = 'Proveedores'
const OPERACIONES = 'Operaciones'
const RRHH = 'Recursos humanos'
const OPERADOR = 'Mis reports'
const USUARIOS = 'Usuarios'
const TICKETS = 'Soporte'
const CONSTRUCTORAS = 'Constructoras'
const ARRENDADOR = 'Arrendador'
const CLIENTE = 'Mi obra'
const SISTEMA = 'Sistema'

export const routeCatalogue = [
  // Public and system (docs/portals.md, navigation rules 2: the always-allowed names).
  system('login', 'login', 'Iniciar sesión', 'public'),
  system('olvido-contrasenia', 'olvido-contrasenia', 'Recuperar contraseña', 'public'),
  system('cambiar-contrasenia', 'cambiar-contrasenia', 'Cambiar contraseña'),
  system('index', '', 'Inicio'),
  system('maintenance', 'en-mantencion', 'En mantención'),
  system('wip', 'wip', 'En construcción'),
  system('prohibido', 'prohibido', 'Sin permiso'),
  system('not-found', '*', 'Página no encontrada'),
  // Account pages of the user menu: every signed-in user manages their own devices.
  system('mis-dispositivos', 'mis-dispositivos', 'Mis dispositivos'),

  // Commercial: razones sociales (the detail is served on the historic underscore path and the dashed one).
  route(
    'razones-sociales',
    'razones-sociales',
    'comercial/listar-razones-sociales',
    'Razones sociales',
    { menu: COMERCIAL },
  ),
  route(
    'razones-sociales-agregar',
    'razones-sociales/agregar',
    'comercial/crear-razon-social',
    'Agregar razón social',
  ),
  route(
    'razones-sociales-detalle',
    'razones_sociales/:id',
    'comercial/detalle-razon-social',
    'Razón social',
  ),
  route(
    'razones-sociales-detalle-guion',
    'razones-sociales/:id',
    'comercial/detalle-razon-social',
    'Razón social',
  ),
  route(
    'razones-sociales-editar',
    'razones-sociales/:id/editar',
    'comercial/editar-razon-social',
    'Editar razón social',
  ),
  // Obras.
  route('obras', 'obras', 'comercial/listar-obras', 'Obras', { menu: COMERCIAL }),
  route('obras-agregar', 'obras/agregar', 'comercial/crear-obra', 'Agregar obra'),
  route('obras-detalle', 'obras/:id', 'comercial/detalle-obra', 'Obra'),
  route('obras-editar', 'obras/:id/editar', 'comercial/editar-obra', 'Editar obra'),
  // Grupos cliente.
  route('grupo-cliente', 'grupo-cliente', 'comercial/listar-grupos-cliente', 'Grupos cliente', {
    menu: COMERCIAL,
  }),
  route(
    'grupo-cliente-agregar',
    'grupo-cliente/agregar',
    'comercial/crear-grupo-cliente',
    'Agregar grupo cliente',
  ),
  route(
    'grupo-cliente-detalle',
    'grupo-cliente/:id',
    'comercial/detalle-grupo-cliente',
    'Grupo cliente',
  ),
  route(
    'grupo-cliente-editar',
    'grupo-cliente/:id/editar',
    'comercial/editar-grupo-cliente',
    'Editar grupo cliente',
  ),
  // Cotizaciones.
  route('cotizaciones', 'cotizaciones', 'comercial/listar-cotizaciones', 'Cotizaciones', {
    menu: COMERCIAL,
  }),
  route(
    'cotizaciones-crear',
    'cotizaciones/crear',
    'comercial/crear-cotizacion',
    'Crear cotización',
  ),
  route(
    'cotizaciones-editar',
    'cotizaciones/:id/editar',
    'comercial/editar-cotizacion',
    'Editar cotización',
  ),
  route(
    'cotizaciones-agregar-items',
    'cotizaciones/:id/agregar-items',
    'comercial/agregar-items-cotizacion',
    'Agregar ítems',
  ),
  route(
    'cotizaciones-gestionar',
    'cotizaciones/:id/gestionar',
    'comercial/gestionar-cotizacion',
    'Gestionar cotización',
  ),
  route(
    'cotizaciones-pasar-contrato',
    'cotizaciones/:id/pasar-contrato',
    'comercial/pasar-contrato',
    'Pasar a contrato',
  ),
  // Solicitudes (staff) and solicitudes-cliente (site clients, in the operador portal).
  route('solicitudes', 'solicitudes', 'comercial/listar-solicitudes', 'Solicitudes', {
    menu: COMERCIAL,
  }),
  route('solicitudes-detalle', 'solicitudes/:id', 'comercial/detalle-solicitud', 'Solicitud'),
  route(
    'solicitudes-editar',
    'solicitudes/:id/editar',
    'comercial/editar-solicitud',
    'Editar solicitud',
  ),
  route(
    'solicitudes-cliente',
    'solicitudes-cliente',
    'comercial/listar-solicitudes-cliente',
    'Solicitudes de mi obra',
    {
      portals: ['operador'],
      menu: CLIENTE,
    },
  ),
  // The site client's estados de pago, beyond the spec (decision 063): its obras' EDPs sent to
  // it, answered from a phone. The site client's key, as solicitudes-cliente: never operators.
  route(
    'edp-obra',
    'edp-obra',
    'comercial/listar-solicitudes-cliente',
    'Estados de pago de mi obra',
    { portals: ['operador'], menu: CLIENTE },
  ),
  route(
    'edp-obra-detalle',
    'edp-obra/:id',
    'comercial/listar-solicitudes-cliente',
    'Estado de pago',
    { portals: ['operador'] },
  ),
  // Contratos.
  route('contratos', 'contratos', 'comercial/listar-contratos', 'Contratos', { menu: COMERCIAL }),
  route('contratos-detalle', 'contratos/:id', 'comercial/detalle-contrato', 'Contrato'),
  route(
    'contratos-cierre',
    'contratos/:id/cierre-contrato',
    'comercial/cierre-contrato',
    'Solicitud de cierre',
  ),
  route(
    'contratos-cambio',
    'contratos/:id/cambio',
    'comercial/cambio-contrato',
    'Solicitud de cambio',
  ),
  route(
    'contratos-retiro-parcial',
    'contratos/:id/retiro-parcial',
    'comercial/retiro-parcial-contrato',
    'Solicitud de retiro parcial',
  ),
  route(
    'contratos-adicion',
    'contratos/:id/adicion',
    'comercial/adicion-contrato',
    'Solicitud de adición',
  ),
  route(
    'contratos-vigentes',
    'contratos-vigentes',
    'comercial/listar-contratos-vigentes',
    'Contratos vigentes',
    { menu: COMERCIAL },
  ),
  route(
    'contratos-terminados',
    'contratos-terminados',
    'comercial/listar-contratos-terminados',
    'Contratos terminados',
    { menu: COMERCIAL },
  ),
  // EDP: the dashboard, the list with one tab per stage, create and edit.
  route('edp-dashboard', 'edp-dashboard', 'comercial/edp-dashboard', 'Dashboard EDP', {
    menu: EDP,
  }),
  route('edp-generados', 'edp-generados', 'comercial/listar-edp', 'EDP generados', { menu: EDP }),
  route(
    'edp-revision-comercial-1',
    'edp-generados/revision-comercial-1',
    'comercial/edp-revision-comercial-1',
    'Revisión comercial 1',
  ),
  route(
    'edp-observado-obra',
    'edp-generados/observado-obra',
    'comercial/edp-observado-obra',
    'Observado por obra',
  ),
  // The tabs of commercial approval, site review and site approval have no key.
  route(
    'edp-revision-comercial-2',
    'edp-generados/revision-comercial-2',
    '',
    'Revisión comercial 2',
  ),
  route('edp-revision-obra', 'edp-generados/revision-obra', '', 'Revisión obra'),
  route('edp-aprobado-obra', 'edp-generados/aprobado-obra', '', 'Aprobado por obra'),
  // Beyond the spec (issue 25): the facturas and guías de despacho issued as DTE, under the EDP
  // list's key (a guía's rows also need the logistics' key, checked by the API).
  route(
    'documentos-tributarios',
    'documentos-tributarios',
    'comercial/listar-edp',
    'Documentos tributarios',
    { menu: EDP },
  ),
  route('edp-crear', 'contratos/:id/edp/crear', 'comercial/crear-edp', 'Crear EDP'),
  route(
    'edp-editar',
    'contratos/:contratoId/edp/:edpId/editar',
    'comercial/editar-edp',
    'Editar EDP',
  ),
  // Proveedores and proveedores provisorios.
  route('proveedores', 'proveedores', 'comercial/listar-proveedores', 'Proveedores', {
    menu: PROVEEDORES,
  }),
  route(
    'proveedores-agregar',
    'proveedores/agregar',
    'comercial/crear-proveedor',
    'Agregar proveedor',
  ),
  route(
    'proveedores-editar',
    'proveedores/:id/editar',
    'comercial/editar-proveedor',
    'Editar proveedor',
  ),
  route(
    'proveedores-provisorios',
    'proveedores-provisorios',
    'comercial/listar-proveedores-provisorios',
    'Proveedores provisorios',
    {
      menu: PROVEEDORES,
    },
  ),
  route(
    'proveedores-provisorios-validar',
    'proveedores-provisorios/validar',
    'comercial/validar-proveedor',
    'Validar proveedor',
  ),
  // External EDPs: no route has a key.
  route('edp-externos-listar', 'estado-de-pago-externos/listar', '', 'EDP externos', {
    menu: PROVEEDORES,
  }),
  route(
    'edp-externos-crear',
    'estado-de-pago-externos/listar/obra/:obraId/proveedor/:proveedorId/inicio/:fechaInicio/fin/:fechaFin',
    '',
    'Crear EDP externo',
  ),
  route(
    'edp-externos-gestionar',
    'estado-de-pago-externos/gestionar',
    '',
    'Gestionar EDP externos',
    { menu: PROVEEDORES },
  ),
  route(
    'edp-externos-editar',
    'estado-de-pago-externos/:obraId/:proveedorId/:edpId/editar',
    '',
    'Editar EDP externo',
  ),
  // Constructoras: no keys.
  route('constructora', 'constructora', '', 'Constructoras', { menu: CONSTRUCTORAS }),
  route('constructora-detalle', 'constructora/:id', '', 'Constructora'),
  route(
    'constructora-agregar-obra',
    'constructora/:id/agregar-obra',
    '',
    'Agregar obra a constructora',
  ),

  // Operations: activos, tipos de activo, logistics, marcas, flotas, control.
  route('activos', 'activos', 'operaciones/listar-activos', 'Activos', { menu: OPERACIONES }),
  route('activos-agregar', 'activos/agregar', 'operaciones/crear-activo', 'Agregar activo'),
  route('activos-detalle', 'activos/:id', 'operaciones/detalle-activo', 'Activo'),
  route('activos-editar', 'activos/:id/editar', 'operaciones/editar-activo', 'Editar activo'),
  route(
    'activos-documentos',
    'activos/:id/documentos',
    'operaciones/documentos-activo',
    'Documentos del activo',
  ),
  route('tipos-activo', 'tipos-activo', 'operaciones/listar-tipos-activo', 'Tipos de activo', {
    menu: OPERACIONES,
  }),
  route(
    'tipos-activo-agregar',
    'tipos-activo/agregar',
    'operaciones/crear-tipo-activo',
    'Agregar tipo de activo',
  ),
  route(
    'tipos-activo-detalle',
    'tipos-activo/:id',
    'operaciones/detalle-tipo-activo',
    'Tipo de activo',
  ),
  route(
    'tipos-activo-editar',
    'tipos-activo/:id/editar',
    'operaciones/editar-tipo-activo',
    'Editar tipo de activo',
  ),
  route(
    'solicitudes-pendientes',
    'operaciones/solicitudes-pendientes',
    'operaciones/solicitudes-pendientes',
    'Solicitudes pendientes',
    {
      menu: OPERACIONES,
    },
  ),
  route(
    'logistica-activos',
    'logistica-activos',
    'operaciones/logistica-activos',
    'Logística de activos',
    { menu: OPERACIONES },
  ),
  // Beyond the spec (decision 065): the lessors' incidents and trips, under the asset list's key.
  route(
    'incidentes-arrendador',
    'incidentes-arrendador',
    'operaciones/listar-activos',
    'Incidentes de arrendadores',
    { menu: OPERACIONES },
  ),
  route(
    'viajes-arrendador',
    'viajes-arrendador',
    'operaciones/listar-activos',
    'Viajes de arrendadores',
    { menu: OPERACIONES },
  ),
  route(
    'activos-en-taller',
    'activos-en-taller',
    'operaciones/activos-en-taller',
    'Activos en taller',
    { menu: OPERACIONES },
  ),
  route(
    'logistica-historico-movimientos',
    'logistica-historico-movimientos',
    'operaciones/historico-movimientos',
    'Histórico de movimientos',
    {
      menu: OPERACIONES,
    },
  ),
  route('marcas', 'marcas', 'operaciones/listar-marcas', 'Marcas', { menu: OPERACIONES }),
  route('marcas-agregar', 'marcas/agregar', 'operaciones/crear-marca', 'Agregar marca'),
  route('marcas-editar', 'marcas/:id/editar', 'operaciones/editar-marca', 'Editar marca'),
  route('flotas', 'flotas', 'operaciones/listar-flotas', 'Flotas', { menu: OPERACIONES }),
  route('flotas-agregar', 'flotas/agregar', 'operaciones/crear-flota', 'Agregar flota'),
  route('flotas-detalle', 'flotas/:id', 'operaciones/detalle-flota', 'Flota'),
  route('flotas-editar', 'flotas/:id/editar', 'operaciones/editar-flota', 'Editar flota'),
  route('control-equipos', 'control-equipos', 'operaciones/control-equipos', 'Control de equipos', {
    menu: OPERACIONES,
  }),
  route(
    'dashboard-equipos',
    'dashboard-equipos',
    'operaciones/dashboard-equipos',
    'Dashboard de equipos',
    { menu: OPERACIONES },
  ),
  route(
    'disponibilidad-flota',
    'v1/activo/disponibilidad-flota',
    'comercial/disponibilidad-flota',
    'Disponibilidad de flota',
    {
      menu: COMERCIAL,
    },
  ),
  route(
    'resumen-equipos',
    'v1/activo/resumen-equipos',
    'comercial/resumen-equipos',
    'Resumen de equipos',
    { menu: COMERCIAL },
  ),
  route(
    'equipos-de-pago',
    'v1/activo/equipos-de-pago',
    'comercial/equipos-de-pago',
    'Equipos de pago',
    { menu: COMERCIAL },
  ),

  // HR: trabajadores (their documents take the worker's detail key), operadores and their reports.
  route('trabajadores', 'trabajadores', 'rrhh/listar-trabajadores', 'Trabajadores', { menu: RRHH }),
  route('trabajadores-crear', 'trabajadores/crear', 'rrhh/crear-trabajador', 'Crear trabajador'),
  route('trabajadores-detalle', 'trabajadores/:id', 'rrhh/detalle-trabajador', 'Trabajador'),
  route(
    'trabajadores-editar',
    'trabajadores/:id/editar',
    'rrhh/detalle-trabajador',
    'Editar trabajador',
  ),
  route(
    'trabajadores-documentos',
    'trabajadores/:id/documentos',
    'rrhh/detalle-trabajador',
    'Documentos del trabajador',
  ),
  route('operadores', 'operadores', 'rrhh/listar-operadores', 'Operadores', { menu: RRHH }),
  route('operadores-report-crear', 'operadores/:id/report', 'rrhh/crear-report', 'Crear report'),
  route(
    'operadores-report-editar',
    'operadores/:idOperador/report/:idReport',
    'rrhh/editar-report',
    'Editar report',
  ),
  route(
    'operadores-historial-report',
    'operadores/:id/historial-report',
    'rrhh/detalle-report',
    'Historial de reports',
  ),
  route(
    'operadores-dashboard',
    'rrhh/operadores-dashboard',
    'rrhh/operadores-dashboard',
    'Dashboard de operadores',
    { menu: RRHH },
  ),
  route('operadores-asignar', 'operadores/asignar', 'rrhh/asignar-operador', 'Asignar operador', {
    menu: RRHH,
  }),
  route('operadores-cambio', 'operadores/cambio', 'rrhh/cambio-operador', 'Cambio de operador', {
    menu: RRHH,
  }),
  route(
    'operadores-retiro-parcial',
    'operadores/retiro-parcial',
    'rrhh/retiro-operador',
    'Retiro de operador',
    { menu: RRHH },
  ),
  route(
    'operadores-adicion',
    'operadores/adicion',
    'rrhh/adicion-operador',
    'Adición de operador',
    { menu: RRHH },
  ),
  route(
    'reports-en-observacion',
    'reports/en-observacion',
    'rrhh/editar-report',
    'Reports en observación',
    { menu: RRHH },
  ),

  // Operator self-service (operador portal).
  route('operador-reports', 'operador/reports', 'operador/listar-reports', 'Mis reports', {
    portals: ['operador'],
    menu: OPERADOR,
  }),
  route(
    'operador-reports-crear',
    'operador/reports/crear',
    'operador/crear-report',
    'Nuevo report',
    { portals: ['operador'] },
  ),
  route(
    'operador-reports-editar',
    'operador/reports/:id/editar',
    'operador/crear-report',
    'Editar report',
    { portals: ['operador'] },
  ),
  route(
    'operador-reports-firmar',
    'operador/reports/:id/firmar',
    'operador/firmar-report',
    'Firmar report',
    { portals: ['operador'] },
  ),
  route(
    'operador-reports-historico',
    'operador/reports-historico',
    'operador/listar-historico-reports',
    'Histórico de reports',
    {
      portals: ['operador'],
      menu: OPERADOR,
    },
  ),

  // Users.
  route('usuarios', 'usuarios', 'usuarios/listar-usuarios', 'Usuarios', { menu: USUARIOS }),
  route('usuarios-crear', 'usuarios/crear', 'usuarios/crear-usuario', 'Crear usuario'),
  route('usuarios-editar', 'usuarios/:id/editar', 'usuarios/editar-usuario', 'Editar usuario'),
  route(
    'usuarios-arrendador',
    'usuarios-arrendador',
    'usuarios/listar-usuarios',
    'Usuarios arrendador',
    { menu: USUARIOS },
  ),
  route(
    'usuarios-arrendador-crear',
    'usuarios-arrendador/crear',
    'usuarios/crear-usuario',
    'Crear usuario arrendador',
  ),

  // Tickets: the staff list and detail are keyed; raising and following one's own is for everyone.
  route('tickets', 'tickets', 'tickets/listar-tickets', 'Tickets', { menu: TICKETS }),
  route('tickets-detalle', 'tickets/:id/detalle', 'tickets/detalle-ticket', 'Detalle del ticket'),
  system('tickets-agregar', 'tickets/agregar', 'Nuevo ticket'),
  system('mis-tickets', 'tickets/mis-tickets', 'Mis tickets'),
  system('mis-tickets-detalle', 'tickets/mis-tickets/:id', 'Mi ticket'),

  // Lessor area (proveedor only).
  arrendador('arrendador-equipos', 'equipos', 'Mis equipos'),
  arrendador('arrendador-incidentes', 'incidentes', 'Incidentes'),
  arrendador('arrendador-solicitudes-ajuste', 'solicitudes-ajuste', 'Solicitudes de ajuste'),
  arrendador('arrendador-estados-de-pago', 'estados-de-pago', 'Estados de pago'),
  arrendador('arrendador-reports-viaje', 'reports-arrendador-viaje', 'Reports de viaje'),
  arrendador('arrendador-reports-maquina', 'reports-arrendador-maquina', 'Reports de máquina'),

  // System: the UI kit's showcase (every component and state, light and dark) for developers and
  // design review; a key no profile includes, so only su opens it by default.
  route('kit', 'kit', 'sistema/kit-ui', 'Kit de interfaz', { menu: SISTEMA }),
  // Beyond the spec (issue 25): the company's tax settings, signing certificate and CAFs; a key
  // no profile includes, so only su by default.
  route(
    'configuracion-tributaria',
    'configuracion-tributaria',
    'sistema/configuracion-tributaria',
    'Configuración tributaria',
    { menu: SISTEMA },
  ),
] as const satisfies readonly RouteEntry[]

/** One catalogue entry, with its literal name, path and key. */
export type CatalogueRoute = (typeof routeCatalogue)[number]

/** The name of a catalogue route: `href` and `routeByName` accept nothing else. */
export type RouteName = CatalogueRoute['name']

/** The entry of route `Name`, e.g. `RouteOf<'obras-editar'>['path']` is `'obras/:id/editar'`. */
export type RouteOf<Name extends RouteName> = Extract<CatalogueRoute, { name: Name }>
