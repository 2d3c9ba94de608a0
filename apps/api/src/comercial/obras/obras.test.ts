// Obras through the API, in-process against PGlite seeded with the demo data (500 obras).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AS, failAuditsOf, startTestApp, type TestApp } from '../../testing/test-app.ts'

type ObraRow = {
  id: string
  codigo: string
  nombre: string
  region: string
  fechaInicio: string
  activa: boolean
  version: number
  constructora: { id: string }
  razonSocial: { id: string }
}

let t: TestApp
let constructoraId: string
let razonSocialId: string
beforeAll(async () => {
  t = await startTestApp()
  constructoraId = (await t.call('GET', '/v1/constructoras?q=99512340')).body.items[0].id
  razonSocialId = (await t.call('GET', '/v1/razones-sociales?q=77889012')).body.items[0].id
}, 180_000)
afterAll(() => t?.close())

const BASE = '/v1/obras'
const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const items = async (query: string): Promise<ObraRow[]> => {
  const res = await t.call('GET', `${BASE}?${query}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.items
}

describe('GET /v1/obras', () => {
  it('pages the 500 seeded obras; the same rows by number and by cursor', async () => {
    const first = await t.call('GET', `${BASE}?pageSize=100&sort=codigo`)
    expect(first.body).toMatchObject({ total: 500, page: 1, pageSize: 100 })
    expect(first.body.items[0].codigo).toBe('OB-0001')
    const byNumber = (await items('page=5&pageSize=100&sort=codigo')).map((row) => row.codigo)
    let cursor = first.body.nextCursor
    let page = first.body
    while (page.page < 5) {
      page = (await t.call('GET', `${BASE}?pageSize=100&sort=codigo&cursor=${cursor}`)).body
      cursor = page.nextCursor
    }
    expect(page.items.map((row: ObraRow) => row.codigo)).toEqual(byNumber)
    expect(byNumber.at(-1)).toBe('OB-0500')
    expect(page.nextCursor).toBeNull()
  })

  it('sorts by start date (newest first) with ties broken by id', async () => {
    const rows = await items('pageSize=100&sort=fechaInicio&dir=desc')
    const fechas = rows.map((row) => row.fechaInicio)
    expect(fechas).toEqual([...fechas].sort().reverse())
  })

  it('filters by constructora, razón social, region and activa; searches by código', async () => {
    const deConstructora = await items(`constructoraId=${constructoraId}&pageSize=all`)
    expect(deConstructora.every((row) => row.constructora.id === constructoraId)).toBe(true)
    expect(deConstructora.map((row) => row.codigo)).toEqual(
      expect.arrayContaining(['OB-0001', 'OB-0002']),
    )
    const deRazon = await items(`razonSocialId=${razonSocialId}&pageSize=all`)
    expect(deRazon.every((row) => row.razonSocial.id === razonSocialId)).toBe(true)
    const norte = await items('region=02&pageSize=all')
    expect(norte.length).toBeGreaterThan(0)
    expect(norte.every((row) => row.region === '02')).toBe(true)
    const inactivas = await t.call('GET', `${BASE}?activa=false&pageSize=1`)
    const activas = await t.call('GET', `${BASE}?activa=true&pageSize=1`)
    expect(inactivas.body.total + activas.body.total).toBe(500)
    expect(inactivas.body.total).toBeGreaterThan(0)
    expect((await items('q=ob-0003')).map((row) => row.codigo)).toEqual(['OB-0003'])
    expect((await items('q=alcantara')).map((row) => row.codigo)).toContain('OB-0001')
  })

  it('needs its key', async () => {
    expect((await t.call('GET', BASE, { as: AS.sinPermisos })).status).toBe(403)
    expect((await t.call('GET', BASE, { as: null })).status).toBe(401)
  })
})

describe('obra lifecycle', () => {
  let id: string
  const nueva = () => ({
    nombre: 'Edificio Vista Cordillera',
    direccion: 'Av. Las Condes 12.450',
    comuna: '13115',
    constructoraId,
    razonSocialId,
    fechaInicio: '2026-03-02',
    fechaTermino: '2027-08-31',
    administrador: { nombre: 'Loreto Campos', telefono: '+56 9 6111 2233' },
  })

  it('creates one with a given código (upper-cased) or the next free one', async () => {
    const res = await t.call('POST', BASE, { body: { ...nueva(), codigo: 'ob-lc-01' } })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body).toMatchObject({ codigo: 'OB-LC-01', region: '13', version: 1 })
    id = res.body.id
    // OB-0501 is typed by hand: the server's numbering skips it.
    expect((await t.call('POST', BASE, { body: { ...nueva(), codigo: 'OB-0501' } })).status).toBe(
      201,
    )
    const auto = await t.call('POST', BASE, { body: nueva() })
    expect(auto.body.codigo).toBe('OB-0502')
  })

  it('answers 409 for a taken código and 400 for unknown related rows', async () => {
    const dup = await t.call('POST', BASE, { body: { ...nueva(), codigo: 'OB-0001' } })
    expect(dup.status).toBe(409)
    expect(dup.body.error.fields).toEqual({ codigo: 'Ya existe una obra con este código.' })
    const refs = await t.call('POST', BASE, {
      body: { ...nueva(), constructoraId: UNKNOWN, razonSocialId: UNKNOWN },
    })
    expect(refs.status).toBe(400)
    expect(refs.body.error.fields).toEqual({
      constructoraId: 'La constructora elegida no existe.',
      razonSocialId: 'La razón social elegida no existe.',
    })
    const missing = await t.call('POST', BASE, { body: { codigo: 'mal código!' } })
    expect(missing.body.error.fields).toMatchObject({
      codigo: 'El código admite letras, números y guiones (ej. OB-0123).',
      nombre: 'Ingrese el nombre de la obra.',
      comuna: 'Elige una comuna de la lista.',
      constructoraId: 'Elija la constructora de la lista.',
      fechaInicio: 'Ingrese la fecha.',
    })
  })

  it('edits it: dates checked against the stored ones, site manager field by field', async () => {
    const early = await t.call('PATCH', `${BASE}/${id}`, {
      body: { fechaTermino: '2025-01-01', version: 1 },
    })
    expect(early.status).toBe(400)
    expect(early.body.error.fields).toEqual({
      fechaTermino: 'La fecha de término no puede ser anterior a la de inicio.',
    })
    const res = await t.call('PATCH', `${BASE}/${id}`, {
      body: { administrador: { email: 'lcampos@obras.cl' }, activa: false, version: 1 },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      administrador: {
        nombre: 'Loreto Campos',
        email: 'lcampos@obras.cl',
        telefono: '+56 9 6111 2233',
      },
      activa: false,
      version: 2,
    })
    expect(
      (await t.call('PATCH', `${BASE}/${id}`, { body: { nombre: 'X', version: 1 } })).status,
    ).toBe(409)
    const audit = await t.auditOf(id)
    expect(audit.map((entry) => entry.action)).toEqual(['crear', 'editar'])
  })

  it('keeps an obra that site clients belong to (409): OB-0001 has cliente@', async () => {
    const [ob1] = await items('q=OB-0001')
    const res = await t.call('DELETE', `${BASE}/${ob1?.id}?version=${ob1?.version}`)
    expect(res.status).toBe(409)
    expect(res.body.error.message).toMatch(/usuarios de obra/)
  })

  it('deletes softly: hidden from lists, details and its razón social', async () => {
    expect((await t.call('DELETE', `${BASE}/${id}?version=2`)).status).toBe(204)
    expect((await t.call('GET', `${BASE}/${id}`)).status).toBe(404)
    expect((await items('q=ob-lc-01')).length).toBe(0)
    const razon = await t.call('GET', `/v1/razones-sociales/${razonSocialId}`)
    expect(razon.body.obras.map((obra: { id: string }) => obra.id)).not.toContain(id)
    // Its código may be used again.
    expect((await t.call('POST', BASE, { body: { ...nueva(), codigo: 'OB-LC-01' } })).status).toBe(
      201,
    )
  })

  it('writes neither the obra nor its audit when the audit fails', async () => {
    const restore = await failAuditsOf(t.database, 'obra')
    try {
      const res = await t.call('POST', BASE, { body: { ...nueva(), codigo: 'OB-FALLA' } })
      expect(res.status).toBe(500)
    } finally {
      await restore()
    }
    expect(await items('q=ob-falla')).toEqual([])
  })

  it('needs each key', async () => {
    const checks: [string, string, unknown?][] = [
      ['GET', `${BASE}/${id}`],
      ['GET', `${BASE}/exportar`],
      ['POST', BASE, nueva()],
      ['PATCH', `${BASE}/${id}`, { version: 1 }],
      ['DELETE', `${BASE}/${id}?version=1`],
    ]
    for (const [method, path, body] of checks) {
      expect((await t.call(method, path, { as: AS.sinPermisos, body })).status).toBe(403)
      expect((await t.call(method, path, { as: null, body })).status).toBe(401)
    }
  })
})

describe('GET /v1/obras/exportar', () => {
  it('exports the filtered obras with dates as Chile writes them', async () => {
    const res = await t.call('GET', `${BASE}/exportar?q=OB-0001`)
    expect(res.status).toBe(200)
    const [header, row] = (res.body as string).split('\r\n')
    expect(header).toMatch(/^Código;Obra;Dirección;Comuna;Región;Constructora;RUT razón social/)
    expect(row).toContain('OB-0001;Edificio Parque Alcántara;Alcántara 455;Las Condes;')
    expect(row).toContain(';77.889.012-7;Inmobiliaria Andina Las Condes SpA;')
    expect(row).toContain(';01-09-2025;;Activa;')
  })
})
