// The valor UF table through the API, in-process against PGlite seeded with the demo data (whose
// year of values ends on the seed day, so these tests use days of 2019 and 2020, far from it).
import { ufToClp } from '@cordillera/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AS,
  type CallOptions,
  failAuditsOf,
  startTestApp,
  type TestApp,
} from '../../testing/test-app.ts'

const BASE = '/v1/valores-uf'
const OPERACIONES = 'operaciones@cordillera.cl'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 180_000)
afterAll(() => t?.close())

/** As comercial@, who holds comercial/crear-cotizacion. */
const com = (method: string, path: string, options: CallOptions = {}) =>
  t.call(method, path, { as: AS.comercial, ...options })
const crear = (fecha: string, valor: number) => com('POST', BASE, { body: { fecha, valor } })
const importar = (csv: string, as: string = AS.comercial) =>
  t.call('POST', `${BASE}/importar`, { as, body: { csv } })
const fechas = (body: { items: { fecha: string }[] }) => body.items.map((row) => row.fecha)

describe('POST /v1/valores-uf', () => {
  it('keeps the value of a day (201), with who entered it, audited', async () => {
    const res = await crear('2019-03-05', 27_565.76)
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      fecha: '2019-03-05',
      valor: 27_565.76,
      version: 1,
      creadoPor: { nombre: expect.any(String) },
    })
    expect(await t.auditOf(res.body.id)).toEqual([
      expect.objectContaining({
        entity: 'valor_uf',
        action: 'crear',
        usuarioId: await t.userId(AS.comercial),
        before: null,
        after: expect.objectContaining({ fecha: '2019-03-05', valor: '27565.76' }),
      }),
    ])
  })

  it('refuses a second value for the same day (409 naming the day)', async () => {
    const res = await crear('2019-03-05', 27_600)
    expect(res.status).toBe(409)
    expect(res.body.error).toMatchObject({
      code: 'conflicto',
      fields: { fecha: 'Ya hay un valor UF registrado para ese día.' },
    })
  })

  it('says in Spanish what is wrong with the day or the value (400, nothing written)', async () => {
    const res = await com('POST', BASE, { body: { fecha: '05-03-2019', valor: 27_565.765 } })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      fecha: 'La fecha no es válida.',
      valor: 'El valor de la UF lleva como máximo 2 decimales.',
    })
    const zero = await com('POST', BASE, { body: { fecha: '2019-03-06', valor: 0 } })
    expect(zero.body.error.fields).toEqual({ valor: 'El valor de la UF debe ser mayor que cero.' })
    const missing = await com('POST', BASE, { body: { valor: 27_000 } })
    expect(missing.body.error.fields).toEqual({ fecha: 'Ingrese la fecha.' })
    const year1 = await com('POST', BASE, { body: { fecha: '0001-03-06', valor: 27_000 } })
    expect(year1.body.error.fields).toEqual({ fecha: 'La fecha debe estar entre 1950 y 2100.' })
    expect((await com('GET', `${BASE}/2019-03-06`)).status).toBe(404)
  })

  it('needs comercial/crear-cotizacion (403 for staff without it, 401 without a session)', async () => {
    const body = { fecha: '2019-03-07', valor: 27_570 }
    for (const as of [AS.sinPermisos, OPERACIONES]) {
      const res = await t.call('POST', BASE, { as, body })
      expect(res.status).toBe(403)
      expect(res.body.error.code).toBe('prohibido')
    }
    expect((await t.call('POST', BASE, { as: null, body })).status).toBe(401)
    expect((await com('GET', `${BASE}/2019-03-07`)).status).toBe(404)
  })

  it('rolls the value back when its audit entry cannot be written', async () => {
    const restore = await failAuditsOf(t.database, 'valor_uf')
    try {
      expect((await crear('2019-03-08', 27_580)).status).toBe(500)
    } finally {
      await restore()
    }
    expect((await com('GET', `${BASE}/2019-03-08`)).status).toBe(404)
  })
})

describe('GET /v1/valores-uf/{fecha}', () => {
  it('answers the value of that exact day to any staff user', async () => {
    const res = await t.call('GET', `${BASE}/2019-03-05`, { as: AS.sinPermisos })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ fecha: '2019-03-05', valor: 27_565.76 })
  })

  it('answers 404 naming the day when it has no value, never the value of another day', async () => {
    const res = await com('GET', `${BASE}/2019-03-04`)
    expect(res.status).toBe(404)
    expect(res.body.error).toMatchObject({
      code: 'no_encontrado',
      message: 'No hay valor UF registrado para el 04-03-2019.',
    })
  })

  it('refuses a day that is not one (400) and a lessor (403) or no session (401)', async () => {
    const bad = await com('GET', `${BASE}/2019-02-30`)
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toEqual({ fecha: 'La fecha no es válida.' })
    const year9999 = await com('GET', `${BASE}/9999-03-05`)
    expect(year9999.status).toBe(400)
    expect(year9999.body.error.fields).toEqual({ fecha: 'La fecha debe estar entre 1950 y 2100.' })
    expect((await t.call('GET', `${BASE}/2019-03-05`, { as: AS.proveedor })).status).toBe(403)
    expect((await t.call('GET', `${BASE}/2019-03-05`, { as: null })).status).toBe(401)
  })

  it('prices a UF amount in pesos with the value read from the table (money.ts)', async () => {
    expect((await crear('2020-03-05', 39_485.65)).status).toBe(201)
    const { valor } = (await com('GET', `${BASE}/2020-03-05`)).body
    // UF 12,3456 × $39.485,65 = $487.474,04064 → $487.474 (by hand: 39.485,65 × 12 =
    // 473.827,8; × 0,3456 = 13.646,24064).
    expect(ufToClp(12.3456, valor)).toBe(487_474)
  })
})

describe('GET /v1/valores-uf', () => {
  beforeAll(async () => {
    for (const [fecha, valor] of [
      ['2020-01-10', 28_310.86],
      ['2020-01-11', 28_314.54],
      ['2020-01-12', 28_318.21],
      ['2020-01-13', 28_321.89],
      ['2020-01-14', 28_325.57],
    ] as const) {
      expect((await crear(fecha, valor)).status).toBe(201)
    }
  })

  it('lists the newest day first, to any staff user, within desde/hasta', async () => {
    const res = await t.call('GET', `${BASE}?desde=2020-01-11&hasta=2020-01-13`, {
      as: AS.sinPermisos,
    })
    expect(res.status).toBe(200)
    expect(fechas(res.body)).toEqual(['2020-01-13', '2020-01-12', '2020-01-11'])
    expect(res.body.items[0]).toMatchObject({ valor: 28_321.89, version: 1 })
    const asc = await com('GET', `${BASE}?desde=2020-01-11&hasta=2020-01-13&dir=asc`)
    expect(fechas(asc.body)).toEqual(['2020-01-11', '2020-01-12', '2020-01-13'])
  })

  it('pages by number and by cursor to the same days', async () => {
    const range = 'desde=2020-01-10&hasta=2020-01-14&pageSize=2'
    const first = await com('GET', `${BASE}?${range}`)
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 })
    const second = await com('GET', `${BASE}?${range}&page=2`)
    const next = await com(
      'GET',
      `${BASE}?${range}&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    )
    expect(fechas(second.body)).toEqual(['2020-01-12', '2020-01-11'])
    expect(fechas(next.body)).toEqual(fechas(second.body))
  })

  it('refuses a bad range or a search text (400 in Spanish), a lessor (403), no session (401)', async () => {
    const bad = await com('GET', `${BASE}?desde=10-01-2020`)
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toEqual({ desde: 'La fecha no es válida.' })
    const reversed = await com('GET', `${BASE}?desde=2020-01-13&hasta=2020-01-11`)
    expect(reversed.status).toBe(400)
    expect(reversed.body.error.fields).toEqual({
      hasta: 'La fecha final no puede ser anterior a la inicial.',
    })
    const year1 = await com('GET', `${BASE}?desde=0001-01-01`)
    expect(year1.body.error.fields).toEqual({ desde: 'La fecha debe estar entre 1950 y 2100.' })
    // Any length within the years: the list is paged.
    expect((await com('GET', `${BASE}?desde=1950-01-01&hasta=2100-12-31`)).status).toBe(200)
    const search = await com('GET', `${BASE}?q=2020`)
    expect(search.status).toBe(400)
    expect(search.body.error.message).toContain('q')
    expect((await t.call('GET', BASE, { as: AS.proveedor })).status).toBe(403)
    expect((await t.call('GET', BASE, { as: null })).status).toBe(401)
  })
})

describe('PATCH and DELETE /v1/valores-uf/{fecha}', () => {
  let version = 1

  it('corrects the value at the version read (200), audited before and after', async () => {
    const created = await crear('2019-06-10', 27_881.1)
    const res = await com('PATCH', `${BASE}/2019-06-10`, { body: { valor: 27_881.2, version } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ fecha: '2019-06-10', valor: 27_881.2, version: 2 })
    version = res.body.version
    const audit = await t.auditOf(created.body.id)
    expect(audit.map((entry) => entry.action)).toEqual(['crear', 'editar'])
    expect(audit[1]).toMatchObject({
      before: expect.objectContaining({ valor: '27881.10' }),
      after: expect.objectContaining({ valor: '27881.20' }),
    })
  })

  it('refuses a stale version (409, nothing written) and a day without value (404)', async () => {
    const stale = await com('PATCH', `${BASE}/2019-06-10`, { body: { valor: 1, version: 1 } })
    expect(stale.status).toBe(409)
    expect(stale.body.error.code).toBe('conflicto')
    expect((await com('GET', `${BASE}/2019-06-10`)).body).toMatchObject({ valor: 27_881.2 })
    const missing = await com('PATCH', `${BASE}/2019-06-11`, { body: { valor: 1, version: 1 } })
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toBe('No hay valor UF registrado para el 11-06-2019.')
    expect((await com('DELETE', `${BASE}/2019-06-11?version=1`)).status).toBe(404)
  })

  it('refuses a bad value (400) and staff without the key (403)', async () => {
    const bad = await com('PATCH', `${BASE}/2019-06-10`, { body: { valor: -3, version } })
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toEqual({ valor: 'El valor de la UF debe ser mayor que cero.' })
    const body = { valor: 1, version }
    expect((await t.call('PATCH', `${BASE}/2019-06-10`, { as: AS.sinPermisos, body })).status).toBe(
      403,
    )
    const del = await t.call('DELETE', `${BASE}/2019-06-10?version=${version}`, {
      as: AS.sinPermisos,
    })
    expect(del.status).toBe(403)
  })

  it('deletes the day (soft, 204) at the version read; the day can be entered again', async () => {
    expect((await com('DELETE', `${BASE}/2019-06-10?version=1`)).status).toBe(409)
    expect((await com('DELETE', `${BASE}/2019-06-10?version=${version}`)).status).toBe(204)
    expect((await com('GET', `${BASE}/2019-06-10`)).status).toBe(404)
    expect(fechas((await com('GET', `${BASE}?desde=2019-06-10&hasta=2019-06-10`)).body)).toEqual([])
    const again = await crear('2019-06-10', 27_881.3)
    expect(again.status).toBe(201)
    expect(again.body).toMatchObject({ valor: 27_881.3, version: 1 })
  })
})

describe('POST /v1/valores-uf/importar', () => {
  // Excel in Spanish: BOM, a header, `;`, dd-MM-yyyy and 39.485,65; then a program's lines with
  // `,`, yyyy-MM-dd and 39485.65; CRLF and a blank line.
  const mixto = [
    '\uFEFFFecha;Valor UF',
    '01-09-2019;27.950,11',
    '02-09-2019;"27.952,49"',
    '',
    '2019-09-03,27954.87',
    '04/09/2019;27957.25',
    '2019-09-05;27959,63;;',
  ].join('\r\n')

  it('imports every day of a file in any of the usual formats, with one audit entry per day', async () => {
    const res = await importar(mixto)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ insertados: 5, actualizados: 0, sinCambios: 0 })
    const list = await com('GET', `${BASE}?desde=2019-09-01&hasta=2019-09-05&dir=asc`)
    expect(list.body.items.map((row: { valor: number }) => row.valor)).toEqual([
      27_950.11, 27_952.49, 27_954.87, 27_957.25, 27_959.63,
    ])
    const day = await com('GET', `${BASE}/2019-09-02`)
    expect(day.body.creadoPor).toMatchObject({ nombre: expect.any(String) })
    expect(await t.auditOf(day.body.id)).toEqual([
      expect.objectContaining({ action: 'crear', usuarioId: await t.userId(AS.comercial) }),
    ])
  })

  it('counts a re-import as unchanged, and updates only the days whose value differs', async () => {
    expect((await importar(mixto)).body).toEqual({ insertados: 0, actualizados: 0, sinCambios: 5 })
    const corrected = await importar(
      '01-09-2019;27.950,11\n02-09-2019;27.952,50\n06-09-2019;27.962,01',
    )
    expect(corrected.body).toEqual({ insertados: 1, actualizados: 1, sinCambios: 1 })
    const day = await com('GET', `${BASE}/2019-09-02`)
    expect(day.body).toMatchObject({ valor: 27_952.5, version: 2 })
    expect((await t.auditOf(day.body.id)).map((entry) => entry.action)).toEqual(['crear', 'editar'])
    expect((await com('GET', `${BASE}/2019-09-01`)).body.version).toBe(1)
  })

  it('writes nothing when a line is wrong, and names every bad line in Spanish (400)', async () => {
    const csv = [
      'fecha;valor',
      '10-10-2019;28.050,00',
      '31-02-2019;28.051,00',
      '11-10-2019;28.052,123',
      '12-10-2019',
      '10-10-2019;28.050,00',
      '13-10-2019;0',
      '14-10-0019;28.053,00',
    ].join('\n')
    const res = await importar(csv)
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('entrada_invalida')
    expect(res.body.error.fields).toEqual({
      csv: 'Las líneas 3, 4, 5, 6, 7 y 8 tienen errores; no se importó nada.',
      'csv.3': 'Línea 3: la fecha «31-02-2019» no es válida (use dd-MM-aaaa o aaaa-MM-dd).',
      'csv.4':
        'Línea 4: el valor «28.052,123» no es válido (use 39.485,65 o 39485.65, con hasta 2 decimales).',
      'csv.5':
        'Línea 5: se esperan dos columnas, fecha y valor (por ejemplo 05-03-2026;39.485,65).',
      'csv.6': 'Línea 6: el 10-10-2019 ya viene en la línea 2.',
      'csv.7': 'Línea 7: el valor de la UF debe ser mayor que cero.',
      'csv.8': 'Línea 8: la fecha «14-10-0019» debe estar entre 1950 y 2100.',
    })
    expect((await com('GET', `${BASE}/2019-10-10`)).status).toBe(404)
  })

  it('refuses an empty file or one without values (400)', async () => {
    const empty = await importar('   ')
    expect(empty.status).toBe(400)
    expect(empty.body.error.fields).toEqual({ csv: 'El archivo CSV está vacío.' })
    const header = await importar('Fecha;Valor\r\n')
    expect(header.status).toBe(400)
    expect(header.body.error.fields).toEqual({
      csv: 'El archivo no tiene valores: una línea por día, fecha;valor.',
    })
  })

  it('writes nothing when an audit entry cannot be written', async () => {
    const restore = await failAuditsOf(t.database, 'valor_uf')
    try {
      expect((await importar('20-10-2019;28.100,00\n21-10-2019;28.103,00')).status).toBe(500)
    } finally {
      await restore()
    }
    expect((await com('GET', `${BASE}/2019-10-20`)).status).toBe(404)
  })

  it('needs comercial/crear-cotizacion (403) and a session (401)', async () => {
    expect((await importar('22-10-2019;28.105,00', AS.sinPermisos)).status).toBe(403)
    expect((await importar('22-10-2019;28.105,00', AS.proveedor)).status).toBe(403)
    const anonymous = await t.call('POST', `${BASE}/importar`, {
      as: null,
      body: { csv: '22-10-2019;28.105,00' },
    })
    expect(anonymous.status).toBe(401)
    expect((await com('GET', `${BASE}/2019-10-22`)).status).toBe(404)
  })
})
