// Razones sociales through the API, in-process against PGlite seeded with the demo data
// (200 razones sociales): paging, sorting, filters and search, and every write's guarantees.
import { comunaPorCodigo, isValidRut } from '@cordillera/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AS, failAuditsOf, startTestApp, type TestApp } from '../../testing/test-app.ts'

type Row = { id: string; rut: string; razonSocial: string; version: number; activo: boolean }
type PageBody = {
  items: Row[]
  total: number
  page: number
  pageSize: number | 'all'
  nextCursor: string | null
  prevCursor: string | null
}

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 180_000)
afterAll(() => t?.close())

const BASE = '/v1/razones-sociales'
const list = async (query: string) => {
  const res = await t.call<PageBody>('GET', `${BASE}?${query}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body
}
const ids = (rows: Row[]) => rows.map((row) => row.id)

const nueva = {
  rut: '76.086.428-5',
  razonSocial: 'Constructora Ñandú Austral SpA',
  nombreFantasia: 'Ñandú Austral',
  giro: 'Construcción de edificios',
  direccion: 'Av. Alemania 0450',
  comuna: '09101',
  telefono: '+56 45 221 3300',
  email: ' Pagos@NanduAustral.CL ',
}

describe('GET /v1/razones-sociales: pages', () => {
  it('answers the first page with the total and a cursor to the next', async () => {
    const page = await list('pageSize=25')
    expect(page).toMatchObject({ total: 200, page: 1, pageSize: 25, prevCursor: null })
    expect(page.items).toHaveLength(25)
    expect(page.nextCursor).toEqual(expect.any(String))
    for (const row of page.items) expect(isValidRut(row.rut)).toBe(true)
  })

  it('gives the same order by page number, by cursor (both ways) and all at once', async () => {
    const all = ids((await list('pageSize=all')).items)
    expect(all).toHaveLength(200)
    expect(new Set(all).size).toBe(200)

    const numbered: string[] = []
    for (let page = 1; page <= 8; page++) numbered.push(...ids((await list(`page=${page}`)).items))
    expect(numbered).toEqual(all)

    const forward: string[] = []
    let cursor: string | null = null
    let last: PageBody | undefined
    do {
      last = await list(cursor ? `cursor=${cursor}` : '')
      forward.push(...ids(last.items))
      cursor = last.nextCursor
    } while (cursor)
    expect(forward).toEqual(all)
    expect(last.page).toBe(8)

    const backward: string[][] = []
    let back: PageBody = last
    while (back.prevCursor) {
      back = await list(`cursor=${back.prevCursor}`)
      backward.unshift(ids(back.items))
    }
    expect(back.page).toBe(1)
    expect([...backward.flat(), ...ids(last.items)]).toEqual(all)
  })

  it('reads pages past the middle from the end, with the same rows', async () => {
    const all = ids((await list('pageSize=all&sort=rut&dir=desc')).items)
    const page6 = await list('page=6&pageSize=30&sort=rut&dir=desc')
    expect(ids(page6.items)).toEqual(all.slice(150, 180))
    const page7 = await list('page=7&pageSize=30&sort=rut&dir=desc')
    expect(ids(page7.items)).toEqual(all.slice(180, 200))
    expect(page7.nextCursor).toBeNull()
    expect((await list('page=9&pageSize=30')).items).toEqual([])
  })

  it('sorts by name as people read it, and by RUT as numbers', async () => {
    const byName = (await list('pageSize=all')).items.map((row) => row.razonSocial)
    const collator = new Intl.Collator('es', { sensitivity: 'base' })
    for (let i = 1; i < byName.length; i++) {
      expect(collator.compare(byName[i - 1] ?? '', byName[i] ?? '')).toBeLessThanOrEqual(0)
    }
    const byRut = (await list('pageSize=all&sort=rut&dir=desc')).items.map((row) =>
      Number(row.rut.split('-')[0]),
    )
    expect(byRut).toEqual([...byRut].sort((a, b) => b - a))
  })

  it('rejects a cursor of another order or search (400)', async () => {
    const { nextCursor } = await list('sort=rut')
    const res = await t.call('GET', `${BASE}?sort=razonSocial&cursor=${nextCursor}`)
    expect(res.status).toBe(400)
    expect(res.body.error.fields.cursor).toMatch(/primera página/)
    expect((await t.call('GET', `${BASE}?cursor=basura`)).status).toBe(400)
  })
})

describe('GET /v1/razones-sociales: search and filters', () => {
  it('finds by name without accents or case, and by RUT as people type it', async () => {
    expect(ids((await list('q=andina las condes')).items)).toHaveLength(1)
    const porRut = await list('q=77.889.012')
    expect(porRut.items.map((row) => row.rut)).toEqual(['77889012-7'])
    const tildes = await list('q=VALPARAISO')
    const sinTildes = await list('q=valparaíso')
    expect(ids(tildes.items)).toEqual(ids(sinTildes.items))
    expect((await list('q=zzzz-no-existe')).total).toBe(0)
    // LIKE's wildcards are searched as text.
    expect((await list('q=%25')).total).toBe(0)
  })

  it('filters by group, comuna and region; totals follow the filters', async () => {
    const grupos = (await t.call('GET', '/v1/grupos-cliente?q=inmobiliario andino')).body
    const grupoId = grupos.items[0].id
    const enGrupo = await list(`grupoClienteId=${grupoId}&pageSize=all`)
    expect(enGrupo.total).toBe(grupos.items[0].razonesSocialesCount)
    expect(
      enGrupo.items.every(
        (row) => (row as unknown as { grupoCliente: { id: string } }).grupoCliente.id === grupoId,
      ),
    ).toBe(true)

    const rm = await list('region=13&pageSize=all')
    const santiago = await list('comuna=13101&pageSize=all')
    expect(rm.total).toBeGreaterThan(santiago.total)
    expect(
      santiago.items.every((row) => (row as unknown as { comuna: string }).comuna === '13101'),
    ).toBe(true)
  })

  it('answers 400 in Spanish for unknown filters values', async () => {
    const res = await t.call('GET', `${BASE}?comuna=99999&region=99&activo=si&grupoClienteId=x`)
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      comuna: 'Elige una comuna de la lista.',
      region: 'Elige una región de la lista.',
      activo: 'Use true o false.',
      grupoClienteId: 'El grupo cliente no es válido.',
    })
  })
})

describe('razón social lifecycle', () => {
  let id: string

  it('creates one with the RUT normalised, the region derived and the e-mail cleaned', async () => {
    const res = await t.call('POST', BASE, { body: nueva })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body).toMatchObject({
      rut: '76086428-5',
      comuna: '09101',
      region: '09',
      email: 'pagos@nanduaustral.cl',
      grupoCliente: null,
      activo: true,
      contactos: [],
      obras: [],
      obrasTotal: 0,
      version: 1,
      creadoPor: { nombre: 'Catalina Fuentes Muñoz' },
    })
    id = res.body.id
    expect(comunaPorCodigo(res.body.comuna)?.nombre).toBe('Temuco')
    const [audit] = await t.auditOf(id)
    expect(audit).toMatchObject({
      entity: 'razon_social',
      action: 'crear',
      after: expect.objectContaining({
        rut: '76086428-5',
        createdBy: await t.userId(AS.comercial),
      }),
    })
    expect(audit?.after).not.toHaveProperty('busqueda')
    expect((await list('q=nandu austral')).total).toBe(1)
  })

  it('answers 409 for a RUT already registered, however it is typed', async () => {
    const res = await t.call('POST', BASE, { body: { ...nueva, rut: '760864285' } })
    expect(res.status).toBe(409)
    expect(res.body.error).toMatchObject({
      code: 'conflicto',
      fields: { rut: 'Ya existe una razón social con este RUT.' },
    })
  })

  it('answers 400 with a Spanish message per field for bad input, writing nothing', async () => {
    const res = await t.call('POST', BASE, {
      body: {
        rut: '76.086.428-4',
        razonSocial: ' ',
        comuna: '13999',
        email: 'no-es-correo',
        telefono: 'llámame',
        grupoClienteId: 'x',
        activo: 'sí',
      },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      rut: 'El RUT no es válido (revise el dígito verificador).',
      razonSocial: 'Ingrese la razón social.',
      giro: 'Ingrese el giro.',
      direccion: 'Ingrese la dirección.',
      comuna: 'Elige una comuna de la lista.',
      email: 'Ingrese un correo electrónico válido (nombre@empresa.cl).',
      telefono: 'Ingrese un teléfono válido, por ejemplo +56 9 1234 5678.',
      grupoClienteId: 'Elija el grupo cliente de la lista.',
      activo: 'Indique sí o no.',
    })
    const sinCuerpo = await t.app.request(BASE, {
      method: 'POST',
      headers: { Authorization: t.authorization(AS.comercial), 'content-type': 'application/json' },
      body: '{ no es json',
    })
    expect(sinCuerpo.status).toBe(400)
  })

  it('answers 400 for a grupo cliente that does not exist', async () => {
    const res = await t.call('POST', BASE, {
      body: {
        ...nueva,
        rut: '11.111.111-1',
        grupoClienteId: '00000000-0000-4000-8000-000000000000',
      },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({ grupoClienteId: 'El grupo cliente elegido no existe.' })
    expect((await list('q=11111111')).total).toBe(0)
  })

  it('edits it (the region follows the comuna); a stale version gets 409', async () => {
    const grupo = (await t.call('GET', '/v1/grupos-cliente?q=pacifico')).body.items[0]
    const res = await t.call('PATCH', `${BASE}/${id}`, {
      body: { comuna: '08101', grupoClienteId: grupo.id, activo: false, version: 1 },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      comuna: '08101',
      region: '08',
      grupoCliente: { id: grupo.id },
      activo: false,
      version: 2,
    })
    const stale = await t.call('PATCH', `${BASE}/${id}`, { body: { giro: 'Otro', version: 1 } })
    expect(stale.status).toBe(409)
    expect((await t.call('GET', `${BASE}/${id}`)).body.giro).toBe(nueva.giro)
    expect(ids((await list('activo=false')).items)).toContain(id)
    expect(ids((await list('activo=true&pageSize=all')).items)).not.toContain(id)
  })

  it('answers 409 when an edit takes another razón social’s RUT', async () => {
    const res = await t.call('PATCH', `${BASE}/${id}`, { body: { rut: '77889012-7', version: 2 } })
    expect(res.status).toBe(409)
    expect(res.body.error.fields).toEqual({ rut: 'Ya existe una razón social con este RUT.' })
  })

  it('manages its contacts under its path', async () => {
    const created = await t.call('POST', `${BASE}/${id}/contactos`, {
      body: { nombre: 'Paola Cárcamo Vera', cargo: 'Tesorera', email: 'PCARCAMO@nandu.cl' },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      razonSocialId: id,
      email: 'pcarcamo@nandu.cl',
      version: 1,
    })
    const contactoId = created.body.id

    const edited = await t.call('PATCH', `${BASE}/${id}/contactos/${contactoId}`, {
      body: { telefono: '+56 9 7777 1111', version: 1 },
    })
    expect(edited.body).toMatchObject({ telefono: '+56 9 7777 1111', version: 2 })
    const stale = await t.call('PATCH', `${BASE}/${id}/contactos/${contactoId}`, {
      body: { cargo: 'x', version: 1 },
    })
    expect(stale.status).toBe(409)

    const detail = await t.call('GET', `${BASE}/${id}`)
    expect(detail.body.contactos).toEqual([expect.objectContaining({ id: contactoId })])
    const listed = await t.call('GET', `${BASE}/${id}/contactos`)
    expect(listed.body.items).toHaveLength(1)

    // A contact is reached only through its own razón social.
    const otra = (await list('q=77889012')).items[0]
    const ajeno = await t.call('PATCH', `${BASE}/${otra?.id}/contactos/${contactoId}`, {
      body: { cargo: 'x', version: 2 },
    })
    expect(ajeno.status).toBe(404)

    expect((await t.call('DELETE', `${BASE}/${id}/contactos/${contactoId}?version=2`)).status).toBe(
      204,
    )
    expect((await t.call('GET', `${BASE}/${id}/contactos`)).body.items).toEqual([])
    expect((await t.auditOf(contactoId)).map((entry) => entry.action)).toEqual([
      'crear',
      'editar',
      'eliminar',
    ])
  })

  it('needs the razón social’s keys for its contacts', async () => {
    const read = await t.call('GET', `${BASE}/${id}/contactos`, { as: AS.sinPermisos })
    expect(read.status).toBe(403)
    const write = await t.call('POST', `${BASE}/${id}/contactos`, {
      as: AS.sinPermisos,
      body: { nombre: 'X' },
    })
    expect(write.status).toBe(403)
    const missing = await t.call('POST', `${BASE}/${id}/contactos`, { body: {} })
    expect(missing.body.error.fields).toEqual({ nombre: 'Ingrese el nombre del contacto.' })
  })

  it('deletes it softly: gone from lists and detail, its RUT free again', async () => {
    expect((await t.call('DELETE', `${BASE}/${id}?version=1`)).status).toBe(409)
    expect((await t.call('DELETE', `${BASE}/${id}?version=2`)).status).toBe(204)
    expect((await t.call('GET', `${BASE}/${id}`)).status).toBe(404)
    expect((await t.call('GET', `${BASE}/${id}/contactos`)).status).toBe(404)
    expect((await list('q=nandu austral')).total).toBe(0)
    expect((await list('pageSize=all')).total).toBe(200)
    expect((await t.call('DELETE', `${BASE}/${id}?version=3`)).status).toBe(404)
    const again = await t.call('POST', BASE, { body: nueva })
    expect(again.status).toBe(201)
    expect(again.body.id).not.toBe(id)
  })

  it('keeps a razón social that has obras (409)', async () => {
    const conObras = (await list('q=77889012')).items[0]
    const res = await t.call('DELETE', `${BASE}/${conObras?.id}?version=${conObras?.version}`)
    expect(res.status).toBe(409)
    expect(res.body.error.message).toMatch(/obras/)
  })

  it('writes neither the razón social nor its audit when the audit fails', async () => {
    const restore = await failAuditsOf(t.database, 'razon_social')
    try {
      const res = await t.call('POST', BASE, { body: { ...nueva, rut: '12.345.678-5' } })
      expect(res.status).toBe(500)
      expect(res.body.error.code).toBe('error_interno')
    } finally {
      await restore()
    }
    expect((await list('q=12345678')).total).toBe(0)
  })
})

describe('GET /v1/razones-sociales/{id}', () => {
  it('shows its contacts and obras', async () => {
    const andina = (await list('q=77889012')).items[0]
    const res = await t.call('GET', `${BASE}/${andina?.id}`)
    expect(res.status).toBe(200)
    expect(res.body.contactos.length).toBeGreaterThanOrEqual(2)
    expect(res.body.obras.map((obra: { codigo: string }) => obra.codigo)).toContain('OB-0001')
    expect(res.body.obrasTotal).toBe(res.body.obras.length)
    expect(res.body.grupoCliente).toMatchObject({ nombre: 'Grupo Inmobiliario Andino' })
  })
})

describe('access', () => {
  const unknown = '00000000-0000-4000-8000-000000000000'
  const routes: [string, string, unknown?][] = [
    ['GET', BASE],
    ['GET', `${BASE}/exportar`],
    ['GET', `${BASE}/${unknown}`],
    ['POST', BASE, nueva],
    ['PATCH', `${BASE}/${unknown}`, { version: 1 }],
    ['DELETE', `${BASE}/${unknown}?version=1`],
  ]

  it('answers 401 without a session and 403 without the key or to a lessor', async () => {
    for (const [method, path, body] of routes) {
      expect((await t.call(method, path, { as: null, body })).status, `${method} ${path}`).toBe(401)
      for (const as of [AS.sinPermisos, AS.proveedor]) {
        const res = await t.call(method, path, { as, body })
        expect(res.status, `${as} ${method} ${path}`).toBe(403)
      }
    }
  })

  it('lets su through without keys', async () => {
    expect((await t.call('GET', BASE, { as: AS.su })).status).toBe(200)
    expect((await t.call('GET', `${BASE}/${unknown}`, { as: AS.su })).status).toBe(404)
  })
})

describe('GET /v1/razones-sociales/exportar', () => {
  it('exports what the list shows, formatted for people', async () => {
    const res = await t.call('GET', `${BASE}/exportar?q=andina&sort=rut`)
    expect(res.status).toBe(200)
    const lines = (res.body as string).trimEnd().split('\r\n')
    expect(lines[0]).toMatch(/^RUT;Razón social;Nombre de fantasía;Giro;Dirección;Comuna;Región/)
    expect(lines.slice(1)).toHaveLength((await list('q=andina')).total)
    expect(res.body).toContain('77.889.012-7;Inmobiliaria Andina Las Condes SpA;Andina Las Condes')
    expect(res.body).toContain(';Las Condes;Metropolitana de Santiago;')
  })
})
