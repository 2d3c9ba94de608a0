// Activos through the API, in-process against PGlite seeded with the demo data (the 300-asset
// demo fleet), as operaciones@cordillera.cl unless a test says otherwise.
import { fechaEnSantiago, sumarDias } from '@cordillera/contracts'
import { eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activos, documentosActivo } from '../../db/schema/index.ts'
import {
  AS,
  type CallOptions,
  failAuditsOf,
  startTestApp,
  type TestApp,
} from '../../testing/test-app.ts'

type Ref = { id: string; nombre: string }
type ActivoRow = {
  id: string
  codigo: string
  tipoActivo: Ref
  marca: Ref
  modelo: string
  anio: number
  patente: string | null
  numeroSerie: string
  horometro: number
  estado: string
  flota: Ref | null
  propietario: { id: string; rut: string; razonSocial: string } | null
  documentos: { vencidos: boolean; porVencer: boolean }
  version: number
}
type Opciones = {
  tiposActivo: Ref[]
  marcas: Ref[]
  flotas: Ref[]
  proveedores: { id: string; rut: string; razonSocial: string }[]
}

const OPERACIONES = 'operaciones@cordillera.cl'
const BASE = '/v1/activos'
const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const ARRIENDOS_SUR = '76543210-3'

let t: TestApp
let opciones: Opciones
const call = (method: string, path: string, options: CallOptions = {}) =>
  t.call(method, path, { as: OPERACIONES, ...options })

beforeAll(async () => {
  t = await startTestApp()
  const res = await call('GET', `${BASE}/opciones`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  opciones = res.body
}, 180_000)
afterAll(() => t?.close())

const items = async (query: string): Promise<ActivoRow[]> => {
  const res = await call('GET', `${BASE}?${query}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.items
}
const codigos = (rows: ActivoRow[]) => rows.map((row) => row.codigo)
const byName = (refs: Ref[], nombre: string) => {
  const ref = refs.find((item) => item.nombre === nombre)
  if (!ref) throw new Error(`no ${nombre}`)
  return ref.id
}

describe('GET /v1/activos/opciones', () => {
  it('offers tipos, marcas, flotas and only validated proveedores, by name', () => {
    expect(opciones.tiposActivo).toHaveLength(15)
    expect(opciones.marcas.map((marca) => marca.nombre)).toContain('Caterpillar')
    expect(opciones.flotas).toHaveLength(5)
    expect(opciones.proveedores.map((p) => p.rut)).toContain(ARRIENDOS_SUR)
    // 40 demo proveedores, 6 of them provisional (no bank data: they cannot own an asset).
    expect(opciones.proveedores).toHaveLength(34)
    const nombres = opciones.tiposActivo.map((tipo) => tipo.nombre)
    expect(nombres).toEqual([...nombres].sort((a, b) => a.localeCompare(b, 'es')))
  })
})

describe('GET /v1/activos', () => {
  it('pages the 300 seeded assets by código; the same rows by number, by cursor both ways and all at once', async () => {
    const first = await call('GET', `${BASE}?pageSize=100`)
    expect(first.body).toMatchObject({ total: 300, page: 1, pageSize: 100 })
    expect(first.body.items[0]).toMatchObject({
      codigo: 'BD-001',
      estado: expect.any(String),
      tipoActivo: { nombre: 'Bulldozer' },
      documentos: { vencidos: expect.any(Boolean), porVencer: expect.any(Boolean) },
    })
    const byNumber = codigos(await items('page=3&pageSize=100'))
    const second = await call('GET', `${BASE}?pageSize=100&cursor=${first.body.nextCursor}`)
    const third = await call('GET', `${BASE}?pageSize=100&cursor=${second.body.nextCursor}`)
    expect(codigos(third.body.items)).toEqual(byNumber)
    expect(third.body.nextCursor).toBeNull()
    const back = await call('GET', `${BASE}?pageSize=100&cursor=${third.body.prevCursor}`)
    expect(codigos(back.body.items)).toEqual(codigos(second.body.items))
    const all = await items('pageSize=all')
    expect(codigos(all)).toEqual([
      ...codigos(first.body.items),
      ...codigos(second.body.items),
      ...byNumber,
    ])
  })

  it('sorts by hour meter (a decimal number) and pages it by cursor', async () => {
    const page1 = await call('GET', `${BASE}?sort=horometro&dir=desc&pageSize=50`)
    const horas = page1.body.items.map((row: ActivoRow) => row.horometro)
    expect(horas).toEqual([...horas].sort((a, b) => b - a))
    const byCursor = await call(
      'GET',
      `${BASE}?sort=horometro&dir=desc&pageSize=50&cursor=${page1.body.nextCursor}`,
    )
    expect(codigos(byCursor.body.items)).toEqual(
      codigos(await items('sort=horometro&dir=desc&pageSize=50&page=2')),
    )
    const anios = (await items('sort=anio&pageSize=100')).map((row) => row.anio)
    expect(anios).toEqual([...anios].sort((a, b) => a - b))
  })

  it('filters by tipo, marca, flota and estado', async () => {
    const excavadora = byName(opciones.tiposActivo, 'Excavadora')
    const excavadoras = await items(`tipoActivoId=${excavadora}&pageSize=all`)
    expect(excavadoras).toHaveLength(40)
    expect(excavadoras.every((row) => row.codigo.startsWith('EX-'))).toBe(true)
    const caterpillar = byName(opciones.marcas, 'Caterpillar')
    const cats = await items(`marcaId=${caterpillar}&pageSize=all`)
    expect(cats.length).toBeGreaterThan(0)
    expect(cats.every((row) => row.marca.nombre === 'Caterpillar')).toBe(true)
    const norte = byName(opciones.flotas, 'Flota Norte')
    const deNorte = await items(`flotaId=${norte}&pageSize=all`)
    expect(deNorte.length).toBeGreaterThan(0)
    expect(deNorte.every((row) => row.flota?.nombre === 'Flota Norte')).toBe(true)
    // The demo's assets are where their year of movements left them.
    const estados = (
      await t.database.db
        .select({ estado: activos.estado })
        .from(activos)
        .where(isNull(activos.eliminadoEn))
    ).map((row) => row.estado)
    for (const estado of ['disponible', 'en-obra', 'en-taller']) {
      const total = estados.filter((value) => value === estado).length
      expect(total, estado).toBeGreaterThan(0)
      const filtered = await items(`estado=${estado}&pageSize=all`)
      expect(filtered, estado).toHaveLength(total)
      expect(filtered.every((row) => row.estado === estado)).toBe(true)
    }
    const bad = await call('GET', `${BASE}?estado=perdido`)
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields.estado).toMatch(/^El estado debe ser uno de/)
  })

  it('filters by owner: the company (propio) or one proveedor', async () => {
    const propios = await items('propietario=propio&pageSize=all')
    expect(propios.every((row) => row.propietario === null)).toBe(true)
    const arriendosSur = opciones.proveedores.find((p) => p.rut === ARRIENDOS_SUR)?.id
    const suyos = await items(`propietario=${arriendosSur}&pageSize=all`)
    expect(suyos.length).toBeGreaterThan(5)
    expect(suyos.every((row) => row.propietario?.razonSocial === 'Arriendos Sur SpA')).toBe(true)
    const ajenos = (await items('pageSize=all')).filter((row) => row.propietario !== null)
    expect(propios.length + ajenos.length).toBe(300)
    expect(ajenos.length).toBeGreaterThan(40)
    const bad = await call('GET', `${BASE}?propietario=ajeno`)
    expect(bad.body.error.fields.propietario).toBe(
      'El propietario debe ser propio o el identificador de un proveedor.',
    )
  })

  it('searches by código, serial number and patente however it is typed', async () => {
    expect(codigos(await items('q=ex-001'))).toEqual(['EX-001'])
    const [camion] = await items('q=CT-001')
    expect(camion?.patente).toMatch(/^[BCDFGHJKLPRSTVWXYZ]{4}\d{2}$/)
    const patente = camion?.patente ?? ''
    const typed = `${patente.slice(0, 2).toLowerCase()}·${patente.slice(2, 4)}-${patente.slice(4)}`
    expect(codigos(await items(`q=${encodeURIComponent(typed)}`))).toEqual(['CT-001'])
    const serie = camion?.numeroSerie.toLowerCase() ?? ''
    expect(codigos(await items(`q=${serie}`))).toEqual(['CT-001'])
  })

  it('flags and filters assets whose documents expired or expire within 30 days', async () => {
    const hoy = fechaEnSantiago(new Date())
    // Three assets of their own, so documents seeded on the demo fleet play no part.
    const generador = byName(opciones.tiposActivo, 'Generador')
    for (const n of [1, 2, 3]) {
      const created = await call('POST', BASE, {
        body: {
          codigo: `ZZ-00${n}`,
          tipoActivoId: generador,
          marcaId: byName(opciones.marcas, 'Atlas Copco'),
          modelo: 'QAS 60',
          anio: 2022,
          numeroSerie: `ZZ-SERIE-${n}`,
          horometro: 100,
        },
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
    }
    const [vencido, porVencer, vigente] = await items('q=ZZ-00&sort=codigo&pageSize=3')
    const documento = (activoId: string, vence: string, n: number) => ({
      activoId,
      tipo: 'certificado-operacion',
      numero: `CO-${n}`,
      vence,
      archivoClave: `activos/${activoId}/prueba-${n}`,
      archivoNombre: 'certificado.pdf',
      archivoTipo: 'application/pdf',
      archivoBytes: 1000,
    })
    await t.database.db.insert(documentosActivo).values([
      documento(vencido?.id ?? '', sumarDias(hoy, -1), 1),
      documento(porVencer?.id ?? '', sumarDias(hoy, 10), 2),
      documento(vigente?.id ?? '', sumarDias(hoy, 40), 3),
      // A deleted document flags nothing.
      { ...documento(vigente?.id ?? '', sumarDias(hoy, -5), 4), eliminadoEn: new Date() },
    ])
    const rows = await items('q=ZZ-00&sort=codigo&pageSize=3')
    expect(rows.map((row) => row.documentos)).toEqual([
      { vencidos: true, porVencer: false },
      { vencidos: false, porVencer: true },
      { vencidos: false, porVencer: false },
    ])
    const ids = async (filtro: string) =>
      (await items(`documentos=${filtro}&pageSize=all`)).map((row) => row.id)
    const alerta = await ids('alerta')
    expect(alerta).toContain(vencido?.id)
    expect(alerta).toContain(porVencer?.id)
    expect(alerta).not.toContain(vigente?.id)
    const vencidos = await ids('vencidos')
    expect(vencidos).toContain(vencido?.id)
    expect(vencidos).not.toContain(porVencer?.id)
    const proximos = await ids('por-vencer')
    expect(proximos).toContain(porVencer?.id)
    expect(proximos).not.toContain(vencido?.id)
    // Combined with another filter.
    const alertaGeneradores = await items(`tipoActivoId=${generador}&documentos=alerta`)
    expect(codigos(alertaGeneradores)).toEqual(
      expect.arrayContaining([vencido?.codigo, porVencer?.codigo]),
    )

    const detail = await call('GET', `${BASE}/${porVencer?.id}`)
    expect(detail.body.documentosActivo).toEqual([
      expect.objectContaining({
        tipo: 'certificado-operacion',
        numero: 'CO-2',
        vence: sumarDias(hoy, 10),
        estadoVencimiento: 'por-vencer',
      }),
    ])
    expect(detail.body.documentosActivoTotal).toBe(1)
  })

  it('needs its key', async () => {
    expect((await t.call('GET', BASE, { as: AS.comercial })).status).toBe(403)
    expect((await t.call('GET', `${BASE}/opciones`, { as: AS.comercial })).status).toBe(403)
    expect((await t.call('GET', BASE, { as: null })).status).toBe(401)
  })
})

describe('activo lifecycle', () => {
  let id: string
  const nuevo = () => ({
    codigo: ' ex-900 ',
    tipoActivoId: byName(opciones.tiposActivo, 'Excavadora'),
    marcaId: byName(opciones.marcas, 'Komatsu'),
    modelo: 'PC210LC-11',
    anio: 2024,
    patente: '',
    numeroSerie: 'kmt0pc210x9001',
    horometro: 1250.5,
    flotaId: byName(opciones.flotas, 'Flota Centro'),
    proveedorId: null,
    observaciones: 'Con martillo instalado.',
  })

  it('creates one: código and serial upper-cased, disponible, the company’s own', async () => {
    const res = await call('POST', BASE, { body: { ...nuevo(), estado: 'en-obra' } })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body).toMatchObject({
      codigo: 'EX-900',
      numeroSerie: 'KMT0PC210X9001',
      patente: null,
      horometro: 1250.5,
      // No form sets the estado: movements will.
      estado: 'disponible',
      obraActual: null,
      propietario: null,
      flota: { nombre: 'Flota Centro' },
      marca: { nombre: 'Komatsu' },
      documentosActivo: [],
      documentosActivoTotal: 0,
      creadoPor: { nombre: expect.any(String) },
      version: 1,
    })
    expect(res.body.estadoDesde).toEqual(expect.any(String))
    id = res.body.id
    // The list reads its page in a statement of its own: the same asset, the same instants.
    const { documentosActivo: _d, documentosActivoTotal: _t, estadoDesde: _e, ...row } = res.body
    const { observaciones: _o, creadoPor: _c, actualizadoPor: _a, ...listed } = row
    expect(await items('q=EX-900')).toEqual([listed])
    const audit = await t.auditOf(id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      action: 'crear',
      entity: 'activo',
      usuarioId: await t.userId(OPERACIONES),
      before: null,
    })
  })

  it('answers 400 with Spanish messages per field, writing nothing', async () => {
    const res = await call('POST', BASE, {
      body: {
        codigo: 'excavadora 1',
        patente: 'AE·IO·12',
        anio: 1900,
        horometro: -3,
        modelo: ' ',
        proveedorId: 'propio',
      },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toMatchObject({
      codigo: 'El código es un prefijo y un número separados por un guion (ej. EX-012).',
      patente: 'La patente no es válida: use el formato BC·DF·12 o AB·12·34.',
      anio: expect.stringMatching(/^Ingrese un año entre 1950 y \d{4}\.$/),
      horometro: 'El horómetro son horas desde 0, con hasta un decimal (ej. 1250,5).',
      modelo: 'Ingrese el modelo.',
      tipoActivoId: 'Elija el tipo de activo de la lista.',
      marcaId: 'Elija la marca de la lista.',
      numeroSerie: 'Ingrese el número de serie.',
      proveedorId: 'Elija el propietario de la lista.',
    })
    const decimals = await call('POST', BASE, { body: { ...nuevo(), horometro: 10.25 } })
    expect(decimals.body.error.fields.horometro).toMatch(/hasta un decimal/)
    const refs = await call('POST', BASE, {
      body: {
        ...nuevo(),
        codigo: 'EX-901',
        tipoActivoId: UNKNOWN,
        marcaId: UNKNOWN,
        flotaId: UNKNOWN,
        proveedorId: UNKNOWN,
      },
    })
    expect(refs.status).toBe(400)
    expect(refs.body.error.fields).toEqual({
      tipoActivoId: 'El tipo de activo elegido no existe.',
      marcaId: 'La marca elegida no existe.',
      flotaId: 'La flota elegida no existe.',
      proveedorId: 'El propietario elegido no existe o es un proveedor aún no validado.',
    })
    expect(await items('q=EX-901')).toEqual([])
  })

  it('refuses a provisional proveedor as owner', async () => {
    const [provisorio] = (
      await t.call('GET', '/v1/proveedores-provisorios?pageSize=1', { as: AS.su })
    ).body.items
    const res = await call('POST', BASE, {
      body: { ...nuevo(), codigo: 'EX-902', numeroSerie: 'X-902', proveedorId: provisorio.id },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.fields.proveedorId).toMatch(/no validado/)
  })

  it('answers 409 for a taken código, serial number (any case) or patente', async () => {
    const codigo = await call('POST', BASE, { body: { ...nuevo(), numeroSerie: 'OTRA-1' } })
    expect(codigo.status).toBe(409)
    expect(codigo.body.error.fields).toEqual({ codigo: 'Ya existe un activo con este código.' })
    const serie = await call('POST', BASE, {
      body: { ...nuevo(), codigo: 'EX-903', numeroSerie: 'Kmt0PC210x9001' },
    })
    expect(serie.status).toBe(409)
    expect(serie.body.error.fields).toEqual({
      numeroSerie: 'Ya existe un activo con este número de serie.',
    })
    const [camion] = await items('q=CT-001')
    const patente = await call('POST', BASE, {
      body: { ...nuevo(), codigo: 'CT-900', numeroSerie: 'CT-900', patente: camion?.patente },
    })
    expect(patente.status).toBe(409)
    expect(patente.body.error.fields).toEqual({ patente: 'Ya existe un activo con esta patente.' })
  })

  it('edits it at the version read; an owner and patente can be set and cleared', async () => {
    const arriendosSur = opciones.proveedores.find((p) => p.rut === ARRIENDOS_SUR)?.id
    const res = await call('PATCH', `${BASE}/${id}`, {
      body: { patente: 'bc-df-12', proveedorId: arriendosSur, horometro: 1300, version: 1 },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toMatchObject({
      patente: 'BCDF12',
      horometro: 1300,
      propietario: { rut: ARRIENDOS_SUR, razonSocial: 'Arriendos Sur SpA' },
      version: 2,
    })
    // The same values again change nothing.
    const same = await call('PATCH', `${BASE}/${id}`, {
      body: { horometro: 1300, modelo: 'PC210LC-11', version: 2 },
    })
    expect(same.body.version).toBe(2)
    const stale = await call('PATCH', `${BASE}/${id}`, { body: { modelo: 'X', version: 1 } })
    expect(stale.status).toBe(409)
    const [listed] = await items('q=EX-900')
    expect(listed).toMatchObject({
      patente: 'BCDF12',
      propietario: { rut: ARRIENDOS_SUR },
      actualizadoEn: res.body.actualizadoEn,
    })
    const cleared = await call('PATCH', `${BASE}/${id}`, {
      body: { patente: null, proveedorId: null, flotaId: null, version: 2 },
    })
    expect(cleared.body).toMatchObject({
      patente: null,
      propietario: null,
      flota: null,
      version: 3,
    })
    const refs = await call('PATCH', `${BASE}/${id}`, { body: { marcaId: UNKNOWN, version: 3 } })
    expect(refs.status).toBe(400)
    expect(refs.body.error.fields).toEqual({ marcaId: 'La marca elegida no existe.' })
    const audit = await t.auditOf(id)
    expect(audit.map((entry) => entry.action)).toEqual(['crear', 'editar', 'editar'])
    expect(audit[1]?.before).toMatchObject({ patente: null, horometro: '1250.5' })
    expect(audit[1]?.after).toMatchObject({ patente: 'BCDF12', horometro: '1300.0' })
  })

  it('keeps an asset reserved, at or travelling to an obra (409, saying why)', async () => {
    const [otro] = await items('q=EX-002')
    await t.database.db
      .update(activos)
      .set({ estado: 'en-obra' })
      .where(eq(activos.id, otro?.id ?? ''))
    const res = await call('DELETE', `${BASE}/${otro?.id}?version=${otro?.version}`)
    expect(res.status).toBe(409)
    expect(res.body.error.message).toBe(
      'El activo está en obra: no se puede eliminar hasta que vuelva de la obra (un movimiento lo deja disponible).',
    )
    await t.database.db
      .update(activos)
      .set({ estado: 'disponible' })
      .where(eq(activos.id, otro?.id ?? ''))
  })

  it('deletes softly: hidden from lists and details, its documents kept, its código free again', async () => {
    await t.database.db.insert(documentosActivo).values({
      activoId: id,
      tipo: 'otro',
      archivoClave: `activos/${id}/manual`,
      archivoNombre: 'manual.pdf',
      archivoTipo: 'application/pdf',
      archivoBytes: 10,
    })
    expect((await call('DELETE', `${BASE}/${id}?version=3`)).status).toBe(204)
    expect((await call('GET', `${BASE}/${id}`)).status).toBe(404)
    expect(await items('q=EX-900')).toEqual([])
    const [kept] = await t.database.db
      .select()
      .from(documentosActivo)
      .where(eq(documentosActivo.activoId, id))
    expect(kept?.eliminadoEn).toBeNull()
    expect((await t.auditOf(id)).at(-1)?.action).toBe('eliminar')
    expect((await call('POST', BASE, { body: nuevo() })).status).toBe(201)
  })

  it('writes neither the asset nor its audit when the audit fails', async () => {
    const restore = await failAuditsOf(t.database, 'activo')
    try {
      const res = await call('POST', BASE, {
        body: { ...nuevo(), codigo: 'EX-999', numeroSerie: 'FALLA-1' },
      })
      expect(res.status).toBe(500)
    } finally {
      await restore()
    }
    expect(await items('q=EX-999')).toEqual([])
  })

  it('answers 404 for an asset that does not exist', async () => {
    for (const [method, path, body] of [
      ['GET', `${BASE}/${UNKNOWN}`],
      ['PATCH', `${BASE}/${UNKNOWN}`, { modelo: 'X', version: 1 }],
      ['DELETE', `${BASE}/${UNKNOWN}?version=1`],
    ] as const) {
      const res = await call(method, path, { body })
      expect(res.status).toBe(404)
      expect(res.body.error.message).toBe('No encontramos el activo.')
    }
  })

  it('needs each key: comercial@ has none of operaciones (403), no token is 401', async () => {
    const checks: [string, string, unknown?][] = [
      ['GET', `${BASE}/${UNKNOWN}`],
      ['GET', `${BASE}/exportar`],
      ['POST', BASE, nuevo()],
      ['PATCH', `${BASE}/${UNKNOWN}`, { version: 1 }],
      ['DELETE', `${BASE}/${UNKNOWN}?version=1`],
    ]
    for (const [method, path, body] of checks) {
      expect((await t.call(method, path, { as: AS.comercial, body })).status).toBe(403)
      expect((await t.call(method, path, { as: AS.sinPermisos, body })).status).toBe(403)
      expect((await t.call(method, path, { as: null, body })).status).toBe(401)
    }
  })
})

describe('GET /v1/activos/exportar', () => {
  it('exports the filtered assets as people read them (patente in pairs, owner Propio)', async () => {
    const res = await call('GET', `${BASE}/exportar?q=CT-001`)
    expect(res.status).toBe(200)
    const [header, row] = (res.body as string).replace(/^\uFEFF/, '').split('\r\n')
    expect(header).toBe(
      'Código;Tipo;Marca;Modelo;Año;Patente;N° de serie;Horómetro (h);Estado;Documentos;Obra;Flota;Propietario;Creado;Modificado',
    )
    expect(row).toMatch(
      /^CT-001;Camión tolva;[^;]+;[^;]+;\d{4};[A-Z]{2}·[A-Z]{2}·\d{2};[A-Z0-9]+;[\d.,]+;Disponible;;/,
    )
  })
})
