import { describe, expect, it } from 'vitest'
import { type RouteName, routeCatalogue } from './catalogue.ts'
import { ALWAYS_ALLOWED } from './decide.ts'
import { keysOfArea } from './keys.ts'
import { findRoute, href, matchPath, routeByName, rowActionKey } from './lookup.ts'
import { rowActions } from './row-actions.ts'

// The paths the portals must serve, as the product's route list writes them ({param} braces,
// trailing slashes kept).
const listedPaths = `
razones-sociales razones-sociales/agregar razones_sociales/{id}/ razones-sociales/{id}/editar
obras obras/agregar obras/{id} obras/{id}/editar
grupo-cliente grupo-cliente/agregar grupo-cliente/{id} grupo-cliente/{id}/editar
cotizaciones cotizaciones/crear cotizaciones/{id}/editar cotizaciones/{id}/agregar-items cotizaciones/{id}/gestionar cotizaciones/{id}/pasar-contrato
solicitudes/ solicitudes/{id} solicitudes/{id}/editar solicitudes-cliente/
contratos contratos/{id} contratos/{id}/cierre-contrato contratos/{id}/cambio contratos/{id}/retiro-parcial contratos/{id}/adicion
contratos-vigentes contratos-terminados
edp-dashboard edp-generados edp-generados/revision-comercial-1 edp-generados/observado-obra edp-generados/revision-comercial-2 edp-generados/revision-obra edp-generados/aprobado-obra contratos/{id}/edp/crear contratos/{contratoId}/edp/{edpId}/editar
proveedores proveedores/agregar proveedores/{id}/editar proveedores-provisorios proveedores-provisorios/validar
estado-de-pago-externos/listar estado-de-pago-externos/listar/obra/{obraId}/proveedor/{proveedorId}/inicio/{fechaInicio}/fin/{fechaFin} estado-de-pago-externos/gestionar estado-de-pago-externos/{obraId}/{proveedorId}/{edpId}/editar
constructora constructora/{id} constructora/{id}/agregar-obra
activos activos/agregar activos/{id}/ activos/{id}/editar activos/{id}/documentos
tipos-activo tipos-activo/agregar tipos-activo/{id}/ tipos-activo/{id}/editar
operaciones/solicitudes-pendientes logistica-activos activos-en-taller logistica-historico-movimientos
marcas marcas/agregar marcas/{id}/editar
flotas flotas/{id} flotas/{id}/editar flotas/agregar
control-equipos dashboard-equipos
v1/activo/disponibilidad-flota v1/activo/resumen-equipos v1/activo/equipos-de-pago
trabajadores trabajadores/crear trabajadores/{id} trabajadores/{id}/editar trabajadores/{id}/documentos
operadores operadores/{id}/report operadores/{idOperador}/report/{idReport} operadores/{id}/historial-report rrhh/operadores-dashboard operadores/asignar operadores/cambio operadores/retiro-parcial operadores/adicion reports/en-observacion
operador/reports operador/reports/crear operador/reports/{id}/editar operador/reports/{id}/firmar operador/reports-historico
usuarios usuarios/crear usuarios/{id}/editar usuarios-arrendador usuarios-arrendador/crear
tickets tickets/{id}/detalle tickets/agregar tickets/mis-tickets tickets/mis-tickets/{id}
arrendador/equipos arrendador/incidentes arrendador/solicitudes-ajuste arrendador/estados-de-pago arrendador/reports-arrendador-viaje arrendador/reports-arrendador-maquina
login cambiar-contrasenia olvido-contrasenia en-mantencion wip prohibido
`
  .split(/\s+/)
  .filter(Boolean)

const normalise = (path: string) =>
  path
    .replace(/\/$/, '')
    .replace(/\{(\w+)\}/g, ':$1')
    // A parameter's name does not matter for matching a path.
    .replace(/:\w+/g, ':param')

describe('route catalogue', () => {
  it("has every route of the product's route list", () => {
    const catalogued = new Set(routeCatalogue.map((route) => normalise(route.path)))
    const missing = listedPaths.filter((path) => !catalogued.has(normalise(path)))
    expect(missing).toEqual([])
  })

  it("has nothing the route list lacks but the index, the not-found page, the dashed detail, mis-dispositivos, the kit, the site client's EDPs (decision 063), the lessors' incidents and trips (decision 065) and the DTE's screens (issue 25)", () => {
    const listed = new Set(listedPaths.map(normalise))
    const extra = routeCatalogue
      .filter((route) => !listed.has(normalise(route.path)))
      .map((route) => route.name)
    expect(extra.sort()).toEqual([
      'configuracion-tributaria',
      'documentos-tributarios',
      'edp-obra',
      'edp-obra-detalle',
      'incidentes-arrendador',
      'index',
      'kit',
      'mis-dispositivos',
      'not-found',
      'razones-sociales-detalle-guion',
      'viajes-arrendador',
    ])
  })

  it('has unique names and no two routes on one path of one portal', () => {
    const names = routeCatalogue.map((route) => route.name)
    expect(new Set(names).size).toBe(names.length)
    const pairs = routeCatalogue.flatMap((route) =>
      route.portals.map((portal) => `${portal} ${normalise(route.path)}`),
    )
    expect(new Set(pairs).size).toBe(pairs.length)
  })

  it('uses the given keys exactly', () => {
    const expected: Record<string, string> = {
      'disponibilidad-flota': 'comercial/disponibilidad-flota',
      'resumen-equipos': 'comercial/resumen-equipos',
      'equipos-de-pago': 'comercial/equipos-de-pago',
      'dashboard-equipos': 'operaciones/dashboard-equipos',
      trabajadores: 'rrhh/listar-trabajadores',
      'trabajadores-detalle': 'rrhh/detalle-trabajador',
      'trabajadores-editar': 'rrhh/detalle-trabajador',
      'trabajadores-crear': 'rrhh/crear-trabajador',
      // The spec leaves the documents screen keyless; it takes the worker's detail key (decision 037).
      'trabajadores-documentos': 'rrhh/detalle-trabajador',
      operadores: 'rrhh/listar-operadores',
      'operadores-report-crear': 'rrhh/crear-report',
      'operadores-historial-report': 'rrhh/detalle-report',
      'operadores-report-editar': 'rrhh/editar-report',
      'reports-en-observacion': 'rrhh/editar-report',
      'operadores-dashboard': 'rrhh/operadores-dashboard',
      'operadores-asignar': 'rrhh/asignar-operador',
      'operadores-cambio': 'rrhh/cambio-operador',
      'operadores-retiro-parcial': 'rrhh/retiro-operador',
      'operadores-adicion': 'rrhh/adicion-operador',
      'operador-reports': 'operador/listar-reports',
      'operador-reports-crear': 'operador/crear-report',
      'operador-reports-editar': 'operador/crear-report',
      'operador-reports-firmar': 'operador/firmar-report',
      'operador-reports-historico': 'operador/listar-historico-reports',
      usuarios: 'usuarios/listar-usuarios',
      'usuarios-arrendador': 'usuarios/listar-usuarios',
      'usuarios-crear': 'usuarios/crear-usuario',
      'usuarios-arrendador-crear': 'usuarios/crear-usuario',
      'usuarios-editar': 'usuarios/editar-usuario',
      tickets: 'tickets/listar-tickets',
      'tickets-detalle': 'tickets/detalle-ticket',
      'tickets-agregar': '',
      'mis-tickets': '',
      'mis-tickets-detalle': '',
      constructora: '',
      'constructora-detalle': '',
      'constructora-agregar-obra': '',
      'edp-revision-comercial-2': '',
      'edp-revision-obra': '',
      'edp-aprobado-obra': '',
      'edp-externos-listar': '',
      'edp-externos-crear': '',
      'edp-externos-gestionar': '',
      'edp-externos-editar': '',
    }
    const actual = Object.fromEntries(
      (Object.keys(expected) as RouteName[]).map((name) => [name, routeByName(name).key]),
    )
    expect(actual).toEqual(expected)
  })

  it('gives the commercial and operations screens keys of their area scheme', () => {
    for (const route of routeCatalogue) {
      if (route.key === '') continue
      expect(route.key).toMatch(
        /^(comercial|operaciones|rrhh|operador|usuarios|tickets|sistema)\/[a-z0-9-]+(_eliminar)?$/,
      )
    }
  })

  it('marks as always-allowed (or public) exactly the names of rule 2', () => {
    const always = routeCatalogue
      .filter((route) => route.access !== 'keyed')
      .map((route) => route.name)
    expect(always.sort()).toEqual([...ALWAYS_ALLOWED].sort())
  })

  it('puts the lessor area, and only it, in the arrendador portal as proveedor-only', () => {
    for (const route of routeCatalogue) {
      const lessor = route.path.startsWith('arrendador/')
      expect(route.proveedorOnly).toBe(lessor)
      if (lessor) expect(route.portals).toEqual(['arrendador'])
    }
  })

  it('serves the detail path razones_sociales/{id}/ and the dashed form', () => {
    expect(matchPath('backoffice', '/razones_sociales/12/').route.name).toBe(
      'razones-sociales-detalle',
    )
    expect(matchPath('backoffice', '/razones-sociales/12').route.name).toBe(
      'razones-sociales-detalle-guion',
    )
  })

  it('gives the UI kit page (/kit) to the backoffice only, behind sistema/kit-ui', () => {
    // No profile includes sistema/* keys: only su opens it unless a user is given the key.
    expect(routeByName('kit')).toMatchObject({
      path: 'kit',
      portals: ['backoffice'],
      key: 'sistema/kit-ui',
      access: 'keyed',
      proveedorOnly: false,
      menu: 'Sistema',
    })
    expect(keysOfArea('sistema')).toEqual(['sistema/configuracion-tributaria', 'sistema/kit-ui'])
  })

  it('puts tickets/agregar, mis-tickets and its detail in every portal', () => {
    for (const name of ['tickets-agregar', 'mis-tickets', 'mis-tickets-detalle'] as const) {
      expect([...routeByName(name).portals].sort()).toEqual([
        'arrendador',
        'backoffice',
        'operador',
      ])
    }
  })
})

describe('lookups', () => {
  it('prefers fixed segments over parameters', () => {
    expect(matchPath('backoffice', '/obras/agregar').route.name).toBe('obras-agregar')
    expect(matchPath('backoffice', '/obras/15')).toEqual({
      route: routeByName('obras-detalle'),
      params: { id: '15' },
    })
  })

  it('matches deep parameterised paths and unknown ones', () => {
    const found = matchPath(
      'backoffice',
      '/estado-de-pago-externos/listar/obra/1/proveedor/2/inicio/2026-01-01/fin/2026-01-31',
    )
    expect(found.route.name).toBe('edp-externos-crear')
    expect(found.params).toEqual({
      obraId: '1',
      proveedorId: '2',
      fechaInicio: '2026-01-01',
      fechaFin: '2026-01-31',
    })
    expect(matchPath('backoffice', '/no/existe').route.name).toBe('not-found')
    expect(matchPath('arrendador', '/trabajadores').route.name).toBe('not-found')
  })

  it('builds hrefs from names and params', () => {
    expect(href('edp-editar', { contratoId: 'C1', edpId: 'E 2' })).toBe(
      '/contratos/C1/edp/E%202/editar',
    )
    expect(href('obras-detalle', { id: 7 })).toBe('/obras/7')
    expect(href('index')).toBe('/')
    expect(href('obras', {}, { 'f.razonSocialId': 'a b', q: undefined, sort: null })).toBe(
      '/obras?f.razonSocialId=a+b',
    )
  })

  it('knows the row actions, the spec-keyless ones with the key of the screen that shows them', () => {
    expect(rowActionKey('razones-sociales', 'delete')).toBe('comercial/razon-social_eliminar')
    // Opens the cierre screen: offered with that screen's key, as its button on the detail.
    expect(rowActionKey('contratos', 'concludeContract')).toBe('comercial/cierre-contrato')
    expect(rowActionKey('activos', 'block')).toBe('operaciones/listar-activos')
    expect(rowActionKey('flotas', 'delete')).toBe('operaciones/listar-flotas')
    expect(rowActionKey('marcas', 'read')).toBe('operaciones/listar-marcas')
    expect(rowActionKey('marcas', 'delete')).toBe('operaciones/listar-marcas')
    expect(rowActionKey('operadores-historial-report', 'delete')).toBe('rrhh/detalle-report')
    expect(rowActionKey('trabajadores', 'files')).toBe('rrhh/detalle-trabajador')
    // Keyless screens keep keyless actions: every staff user may use them.
    expect(rowActionKey('constructora', 'delete')).toBe('')
    expect(rowActionKey('edp-externos-listar', 'manage')).toBe('')
    expect(rowActionKey('operador-reports', 'sign')).toBe('operador/firmar-report')
    expect(rowActionKey('tickets', 'detalleTicket')).toBe('tickets/detalle-ticket')
    for (const action of rowActions) expect(findRoute(action.route)).toBeDefined()
  })

  it('has no keyless action on a screen with a key (it would reach users the screen does not)', () => {
    const keylessOnKeyedScreens = rowActions
      .filter((action) => action.key === '' && findRoute(action.route)?.key !== '')
      .map((action) => `${action.route}:${action.action}`)
    expect(keylessOnKeyedScreens).toEqual([])
  })
})
