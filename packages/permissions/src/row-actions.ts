// The actions shown on a list's rows and the key each needs (docs/permission-keys.md: read, edit,
// delete `…_eliminar`, export, manage, contract, files, reject, create-edp, addRequest,
// changeRequest, partialWithdrawals, concludeContract, and the rrhh/operador ones). An action the
// spec leaves keyless takes the key of the screen that shows it, as the API does (decision 037);
// `''` remains only on keyless screens (constructoras, external EDPs): every staff user who sees
// the list sees the action.
// Each row keeps its literal route, action and key, so `rowActionKey('obras', 'raed')` or a key
// missing from `PermissionKey` fails typecheck.
import type { RowAction } from './route.ts'

function crud<const Route extends string, const Area extends string, const Singular extends string>(
  route: Route,
  area: Area,
  singular: Singular,
) {
  return [
    { route, action: 'read', key: `${area}/detalle-${singular}` },
    { route, action: 'edit', key: `${area}/editar-${singular}` },
    { route, action: 'delete', key: `${area}/${singular}_eliminar` },
    { route, action: 'export', key: `${area}/exportar-${singular}` },
  ] as const
}

export const rowActions = [
  ...crud('razones-sociales', 'comercial', 'razon-social'),
  ...crud('obras', 'comercial', 'obra'),
  ...crud('grupo-cliente', 'comercial', 'grupo-cliente'),
  // Constructoras have no keys: every staff user may use them.
  { route: 'constructora', action: 'read', key: '' },
  { route: 'constructora', action: 'edit', key: '' },
  { route: 'constructora', action: 'delete', key: '' },
  { route: 'cotizaciones', action: 'edit', key: 'comercial/editar-cotizacion' },
  { route: 'cotizaciones', action: 'delete', key: 'comercial/cotizacion_eliminar' },
  { route: 'cotizaciones', action: 'export', key: 'comercial/exportar-cotizacion' },
  { route: 'cotizaciones', action: 'manage', key: 'comercial/gestionar-cotizacion' },
  { route: 'cotizaciones', action: 'contract', key: 'comercial/pasar-contrato' },
  { route: 'cotizaciones', action: 'reject', key: 'comercial/rechazar-cotizacion' },
  { route: 'solicitudes', action: 'read', key: 'comercial/detalle-solicitud' },
  { route: 'solicitudes', action: 'edit', key: 'comercial/editar-solicitud' },
  { route: 'solicitudes', action: 'reject', key: 'comercial/rechazar-solicitud' },
  { route: 'contratos', action: 'read', key: 'comercial/detalle-contrato' },
  { route: 'contratos', action: 'export', key: 'comercial/exportar-contrato' },
  { route: 'contratos', action: 'create-edp', key: 'comercial/crear-edp' },
  { route: 'contratos', action: 'addRequest', key: 'comercial/adicion-contrato' },
  { route: 'contratos', action: 'changeRequest', key: 'comercial/cambio-contrato' },
  { route: 'contratos', action: 'partialWithdrawals', key: 'comercial/retiro-parcial-contrato' },
  // Opens the cierre screen, which has a key: offered with it, so nobody is led to a refusal.
  { route: 'contratos', action: 'concludeContract', key: 'comercial/cierre-contrato' },
  { route: 'edp-generados', action: 'edit', key: 'comercial/editar-edp' },
  { route: 'edp-generados', action: 'export', key: 'comercial/exportar-edp' },
  { route: 'proveedores', action: 'edit', key: 'comercial/editar-proveedor' },
  { route: 'proveedores', action: 'delete', key: 'comercial/proveedor_eliminar' },
  { route: 'proveedores', action: 'export', key: 'comercial/exportar-proveedor' },
  { route: 'proveedores-provisorios', action: 'manage', key: 'comercial/validar-proveedor' },
  { route: 'edp-externos-listar', action: 'edit', key: '' },
  { route: 'edp-externos-listar', action: 'manage', key: '' },
  { route: 'activos', action: 'read', key: 'operaciones/detalle-activo' },
  { route: 'activos', action: 'edit', key: 'operaciones/editar-activo' },
  { route: 'activos', action: 'delete', key: 'operaciones/activo_eliminar' },
  { route: 'activos', action: 'export', key: 'operaciones/exportar-activo' },
  { route: 'activos', action: 'files', key: 'operaciones/documentos-activo' },
  { route: 'activos', action: 'block', key: 'operaciones/listar-activos' },
  { route: 'tipos-activo', action: 'read', key: 'operaciones/detalle-tipo-activo' },
  { route: 'tipos-activo', action: 'edit', key: 'operaciones/editar-tipo-activo' },
  { route: 'tipos-activo', action: 'delete', key: 'operaciones/tipo-activo_eliminar' },
  { route: 'marcas', action: 'read', key: 'operaciones/listar-marcas' },
  { route: 'marcas', action: 'edit', key: 'operaciones/editar-marca' },
  { route: 'marcas', action: 'delete', key: 'operaciones/listar-marcas' },
  { route: 'flotas', action: 'read', key: 'operaciones/detalle-flota' },
  { route: 'flotas', action: 'edit', key: 'operaciones/editar-flota' },
  { route: 'flotas', action: 'delete', key: 'operaciones/listar-flotas' },
  { route: 'trabajadores', action: 'read', key: 'rrhh/detalle-trabajador' },
  { route: 'trabajadores', action: 'edit', key: 'rrhh/detalle-trabajador' },
  { route: 'trabajadores', action: 'create', key: 'rrhh/crear-trabajador' },
  { route: 'trabajadores', action: 'files', key: 'rrhh/detalle-trabajador' },
  { route: 'operadores', action: 'createReport', key: 'rrhh/crear-report' },
  { route: 'operadores', action: 'reportHistory', key: 'rrhh/detalle-report' },
  { route: 'operadores-historial-report', action: 'edit', key: 'rrhh/editar-report' },
  { route: 'operadores-historial-report', action: 'delete', key: 'rrhh/detalle-report' },
  { route: 'operador-reports', action: 'sign', key: 'operador/firmar-report' },
  { route: 'operador-reports', action: 'edit', key: 'operador/crear-report' },
  { route: 'usuarios', action: 'create', key: 'usuarios/crear-usuario' },
  { route: 'usuarios', action: 'edit', key: 'usuarios/editar-usuario' },
  { route: 'usuarios-arrendador', action: 'create', key: 'usuarios/crear-usuario' },
  { route: 'usuarios-arrendador', action: 'edit', key: 'usuarios/editar-usuario' },
  { route: 'tickets', action: 'detalleTicket', key: 'tickets/detalle-ticket' },
] as const satisfies readonly RowAction[]

type CatalogueRowAction = (typeof rowActions)[number]

/** Route → action → key, as types: what `rowActionKey` checks its arguments against. */
type RowActionTable = {
  [Route in CatalogueRowAction['route']]: {
    [Row in Extract<CatalogueRowAction, { route: Route }> as Row['action']]: Row['key']
  }
}

/** A list route that has row actions. */
export type RowActionRoute = keyof RowActionTable

/** The actions of list route `Route`. */
export type RowActionOf<Route extends RowActionRoute> = keyof RowActionTable[Route] & string

/** The key action `Action` needs on the rows of `Route`. */
export type RowActionKeyOf<
  Route extends RowActionRoute,
  Action extends RowActionOf<Route>,
> = RowActionTable[Route][Action]
