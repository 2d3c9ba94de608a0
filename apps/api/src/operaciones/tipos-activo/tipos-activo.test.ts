// Tipos de activo through the API, in-process against PGlite seeded with the demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AS,
  type CallOptions,
  failAuditsOf,
  startTestApp,
  type TestApp,
} from '../../testing/test-app.ts'
import { insertActivo } from '../common/activos-por.testing.ts'

const OPERACIONES = 'operaciones@cordillera.cl'
const BASE = '/v1/tipos-activo'
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 180_000)
afterAll(() => t?.close())

const ops = (method: string, path: string, options: CallOptions = {}) =>
  t.call(method, path, { as: OPERACIONES, ...options })
const nombres = (body: { items: { nombre: string }[] }) => body.items.map((row) => row.nombre)

const excavadora = {
  nombre: 'Excavadora Prueba 20 t',
  categoria: 'movimiento-de-tierra',
  descripcion: 'Oruga, balde de 1 m³',
  unidadCobroDefault: 'dia',
  tarifaReferencia: 280_000,
  requiereOperador: true,
}

describe('GET /v1/tipos-activo', () => {
  beforeAll(async () => {
    const tipos = [
      {
        ...excavadora,
        nombre: 'Rodillo Filtro',
        categoria: 'compactacion',
        tarifaReferencia: 150_000,
        requiereOperador: true,
      },
      {
        ...excavadora,
        nombre: 'Generador Filtro',
        categoria: 'energia',
        tarifaReferencia: 40_000,
        requiereOperador: false,
      },
      {
        ...excavadora,
        nombre: 'Placa Filtro',
        categoria: 'compactacion',
        tarifaReferencia: 25_000,
        requiereOperador: false,
      },
    ]
    for (const body of tipos) expect((await ops('POST', BASE, { body })).status).toBe(201)
  })

  it('filters by categoría and by requiere operador', async () => {
    const compactacion = await ops('GET', `${BASE}?q=filtro&categoria=compactacion`)
    expect(compactacion.status).toBe(200)
    expect(nombres(compactacion.body)).toEqual(['Placa Filtro', 'Rodillo Filtro'])
    const sinOperador = await ops('GET', `${BASE}?q=filtro&requiereOperador=false`)
    expect(nombres(sinOperador.body)).toEqual(['Generador Filtro', 'Placa Filtro'])
    const both = await ops('GET', `${BASE}?q=filtro&categoria=compactacion&requiereOperador=true`)
    expect(nombres(both.body)).toEqual(['Rodillo Filtro'])
  })

  it('sorts by tarifa de referencia as a number, both ways, and pages by cursor', async () => {
    const asc = await ops('GET', `${BASE}?q=filtro&sort=tarifaReferencia`)
    expect(asc.body.items.map((row: { tarifaReferencia: number }) => row.tarifaReferencia)).toEqual(
      [25_000, 40_000, 150_000],
    )
    const desc = await ops('GET', `${BASE}?q=filtro&sort=tarifaReferencia&dir=desc&pageSize=2`)
    expect(nombres(desc.body)).toEqual(['Rodillo Filtro', 'Generador Filtro'])
    const next = await ops(
      'GET',
      `${BASE}?q=filtro&sort=tarifaReferencia&dir=desc&pageSize=2&cursor=${encodeURIComponent(desc.body.nextCursor)}`,
    )
    expect(nombres(next.body)).toEqual(['Placa Filtro'])
    expect(next.body.nextCursor).toBeNull()
  })

  it('answers 400 with Spanish messages for an unknown categoría or yes/no', async () => {
    const res = await ops('GET', `${BASE}?categoria=aviones&requiereOperador=quizas`)
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      categoria: 'La categoría no es válida.',
      requiereOperador: 'Use true o false.',
    })
  })

  it('answers 401 without a token and 403 without the key', async () => {
    expect((await t.call('GET', BASE, { as: null })).status).toBe(401)
    expect((await t.call('GET', BASE, { as: AS.comercial })).status).toBe(403)
  })
})

describe('GET /v1/tipos-activo/opciones', () => {
  it('gives every staff user (commercial too) the tipos by name, with how each is charged', async () => {
    const res = await t.call('GET', `${BASE}/opciones`, { as: AS.comercial })
    expect(res.status).toBe(200)
    const tipos = (res.body as { tiposActivo: { nombre: string; tarifaReferencia: number }[] })
      .tiposActivo
    expect(tipos.length).toBeGreaterThan(5)
    const listed = await ops('GET', `${BASE}?pageSize=all&sort=nombre`)
    expect(tipos.map((tipo) => tipo.nombre)).toEqual(nombres(listed.body))
    expect(tipos[0]).toEqual({
      id: expect.any(String),
      nombre: expect.any(String),
      categoria: expect.any(String),
      unidadCobroDefault: expect.stringMatching(/^(hora|dia|mes)$/),
      tarifaReferencia: expect.any(Number),
      requiereOperador: expect.any(Boolean),
    })
  })

  it('is closed to people outside the company: site clients, lessors, and no token', async () => {
    expect((await t.call('GET', `${BASE}/opciones`, { as: AS.cliente })).status).toBe(403)
    expect((await t.call('GET', `${BASE}/opciones`, { as: AS.proveedor })).status).toBe(403)
    expect((await t.call('GET', `${BASE}/opciones`, { as: null })).status).toBe(401)
  })

  it('leaves out a deleted tipo', async () => {
    const created = await ops('POST', BASE, { body: { ...excavadora, nombre: 'Tipo a borrar' } })
    const { id, version } = created.body as { id: string; version: number }
    await ops('DELETE', `${BASE}/${id}?version=${version}`)
    const res = await t.call('GET', `${BASE}/opciones`)
    const ids = (res.body as { tiposActivo: { id: string }[] }).tiposActivo.map((tipo) => tipo.id)
    expect(ids).not.toContain(id)
  })
})

describe('tipo de activo lifecycle', () => {
  let id: string

  it('creates one (201), audited with who did it', async () => {
    const res = await ops('POST', BASE, { body: excavadora })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ ...excavadora, activosCount: 0, activos: [], version: 1 })
    id = res.body.id
    expect(await t.auditOf(id)).toEqual([
      expect.objectContaining({
        entity: 'tipo_activo',
        action: 'crear',
        usuarioId: await t.userId(OPERACIONES),
        after: expect.objectContaining({ tarifaReferencia: 280_000, version: 1 }),
      }),
    ])
  })

  it('answers 400 with one Spanish message per wrong field, nothing written', async () => {
    const res = await ops('POST', BASE, {
      body: {
        nombre: 'Tipo Malo',
        categoria: 'aviones',
        unidadCobroDefault: 'semana',
        tarifaReferencia: 1500.5,
      },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      categoria: 'Elija la categoría.',
      unidadCobroDefault: 'Elija la unidad de cobro.',
      tarifaReferencia: 'La tarifa es en pesos, sin decimales.',
      requiereOperador: 'Indique si requiere operador.',
    })
    const negative = await ops('POST', BASE, { body: { ...excavadora, tarifaReferencia: -1 } })
    expect(negative.body.error.fields).toEqual({
      tarifaReferencia: 'La tarifa no puede ser negativa.',
    })
    expect((await ops('GET', `${BASE}?q=tipo malo`)).body.total).toBe(0)
  })

  it('answers 409 for a name already taken in any case', async () => {
    const res = await ops('POST', BASE, {
      body: { ...excavadora, nombre: 'EXCAVADORA prueba 20 T' },
    })
    expect(res.status).toBe(409)
    expect(res.body.error.fields).toEqual({
      nombre: 'Ya existe un tipo de activo con este nombre.',
    })
  })

  it('needs each route its key (403 for comercial@)', async () => {
    expect((await t.call('GET', `${BASE}/${id}`)).status).toBe(403)
    expect((await t.call('POST', BASE, { body: excavadora })).status).toBe(403)
    expect((await t.call('PATCH', `${BASE}/${id}`, { body: { version: 1 } })).status).toBe(403)
    expect((await t.call('DELETE', `${BASE}/${id}?version=1`)).status).toBe(403)
  })

  it('edits what is sent and keeps the rest; a stale version is refused (409)', async () => {
    const res = await ops('PATCH', `${BASE}/${id}`, {
      body: { tarifaReferencia: 300_000, version: 1 },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      tarifaReferencia: 300_000,
      requiereOperador: true,
      categoria: 'movimiento-de-tierra',
      version: 2,
    })
    const stale = await ops('PATCH', `${BASE}/${id}`, {
      body: { requiereOperador: false, version: 1 },
    })
    expect(stale.status).toBe(409)
    expect((await ops('GET', `${BASE}/${id}`)).body).toMatchObject({
      requiereOperador: true,
      version: 2,
    })
    const audit = await t.auditOf(id)
    expect(audit.map((entry) => entry.action)).toEqual(['crear', 'editar'])
    expect(audit[1]).toMatchObject({
      before: expect.objectContaining({ tarifaReferencia: 280_000 }),
      after: expect.objectContaining({ tarifaReferencia: 300_000 }),
    })
  })

  it('answers 404 for an unknown id', async () => {
    const res = await ops('GET', `${BASE}/${UNKNOWN}`)
    expect(res.status).toBe(404)
    expect(res.body.error.message).toBe('El tipo de activo no existe.')
  })

  it('lists its assets by código in its detail and keeps it while they exist (409)', async () => {
    const second = await insertActivo(t.database.db, { tipoActivoId: id })
    const first = await insertActivo(t.database.db, { tipoActivoId: id })
    const detail = await ops('GET', `${BASE}/${id}`)
    expect(detail.body.activosCount).toBe(2)
    expect(detail.body.activos.map((row: { codigo: string }) => row.codigo)).toEqual(
      [first.codigo, second.codigo].sort(),
    )
    expect(detail.body.activos[0]).toEqual({
      id: expect.any(String),
      codigo: expect.any(String),
      modelo: 'Modelo de prueba',
      marca: expect.stringMatching(/^Marca /),
      estado: 'disponible',
    })
    const refused = await ops('DELETE', `${BASE}/${id}?version=2`)
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toBe(
      'No se puede eliminar: 2 activos usan este tipo. Cámbialos de tipo primero.',
    )
    expect((await ops('GET', `${BASE}/${id}`)).body.version).toBe(2)
  })

  it('deletes softly a tipo without assets', async () => {
    const other = await ops('POST', BASE, { body: { ...excavadora, nombre: 'Tipo Para Borrar' } })
    const res = await ops('DELETE', `${BASE}/${other.body.id}?version=1`)
    expect(res.status).toBe(204)
    expect((await ops('GET', `${BASE}/${other.body.id}`)).status).toBe(404)
    expect((await t.auditOf(other.body.id)).at(-1)?.action).toBe('eliminar')
  })

  it('writes neither the tipo nor its audit when the audit fails (one transaction)', async () => {
    const restore = await failAuditsOf(t.database, 'tipo_activo')
    try {
      const res = await ops('POST', BASE, { body: { ...excavadora, nombre: 'Tipo Sin Auditoria' } })
      expect(res.status).toBe(500)
    } finally {
      await restore()
    }
    expect((await ops('GET', `${BASE}?q=sin auditoria`)).body.total).toBe(0)
  })
})
