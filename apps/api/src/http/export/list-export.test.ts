// The lists' exports as a user downloads them: the list's search, filters and sort, the columns
// the table shows, CSV for Excel in Spanish or a real XLSX, more rows than one batch, the export
// key, and no internals in any answer or file when the database fails.
import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '../../app-env.ts'
import { gruposCliente } from '../../db/schema/index.ts'
import { AS, startTestApp, type TestApp } from '../../testing/test-app.ts'
import { silentLogger } from '../../testing/test-deps.ts'
import { onError } from '../error-handlers.ts'
import { listExport } from './list-export.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')

async function download(path: string, as: string = AS.comercial) {
  return t.app.request(path, { headers: { Authorization: t.authorization(as) } })
}

async function sheetOf(res: Response): Promise<(string | number | null)[][]> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(await res.arrayBuffer())
  const sheet = workbook.worksheets[0]
  const rows: (string | number | null)[][] = []
  sheet?.eachRow((row) => {
    rows.push((row.values as (string | number | null)[]).slice(1))
  })
  return rows
}

describe('GET …/exportar as CSV', () => {
  it('writes the chosen columns, in order, of the rows the list shows, sorted as asked', async () => {
    const query = 'q=inmobiliaria&activo=true&sort=rut&dir=desc'
    const list = await t.call('GET', `/v1/razones-sociales?${query}&pageSize=all`)
    const res = await download(
      `/v1/razones-sociales/exportar?${query}&columns=razonSocial,rut,activo`,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="razones-sociales-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = lines(new TextDecoder().decode(bytes))
    expect(header).toBe('Razón social;RUT;Estado')
    expect(list.body.total).toBeGreaterThan(1)
    expect(rows).toEqual(
      list.body.items.map(
        (row: { razonSocial: string; rut: string }) =>
          `${row.razonSocial.includes(';') ? `"${row.razonSocial}"` : row.razonSocial};${formatRutLike(row.rut)};Activa`,
      ),
    )
  })

  it('writes every column without `columns`, formatted as a person reads them', async () => {
    const res = await t.call('GET', '/v1/obras/exportar?q=OB-0001')
    const [header, row] = lines(res.body)
    expect(header).toBe(
      'Código;Obra;Dirección;Comuna;Región;Constructora;RUT razón social;Razón social;' +
        'Administrador;Correo administrador;Teléfono administrador;Inicio;Término;Estado;Creada;Modificada',
    )
    expect(row).toContain('OB-0001;Edificio Parque Alcántara;Alcántara 455;Las Condes;')
    expect(row).toContain(';77.889.012-7;Inmobiliaria Andina Las Condes SpA;')
    expect(row).toMatch(/;01-09-2025;;Activa;\d{2}-\d{2}-\d{4} \d{2}:\d{2};/)
  })

  it('refuses an unknown column or format in Spanish', async () => {
    const column = await t.call('GET', '/v1/obras/exportar?columns=nombre,sueldo')
    expect(column.status).toBe(400)
    expect(column.body.error.fields.columns).toMatch(/^Columnas que se pueden exportar: codigo/)
    const format = await t.call('GET', '/v1/obras/exportar?format=pdf')
    expect(format.status).toBe(400)
    expect(format.body.error.fields.format).toBe('El formato debe ser csv o xlsx.')
  })

  it('is refused without the export key, for each list', async () => {
    for (const list of [
      'razones-sociales',
      'grupos-cliente',
      'obras',
      'proveedores',
      'proveedores-provisorios',
    ]) {
      const res = await t.call('GET', `/v1/${list}/exportar`, { as: AS.sinPermisos })
      expect(res.status, list).toBe(403)
    }
  })
})

describe('GET …/exportar as XLSX', () => {
  it('is a real workbook: bold header, the same values, numbers as numbers', async () => {
    const res = await download(
      '/v1/grupos-cliente/exportar?format=xlsx&sort=nombre&columns=nombre,razonesSocialesCount',
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(res.headers.get('content-disposition')).toMatch(/grupos-cliente-[\d-]+\.xlsx"$/)
    const list = await t.call('GET', '/v1/grupos-cliente?sort=nombre&pageSize=all')
    const [header, ...rows] = await sheetOf(res)
    expect(header).toEqual(['Nombre', 'Razones sociales'])
    expect(rows).toEqual(
      list.body.items.map((row: { nombre: string; razonesSocialesCount: number }) => [
        row.nombre,
        row.razonesSocialesCount,
      ]),
    )
  })

  it('exports the provisional proveedores with their own columns', async () => {
    const res = await download('/v1/proveedores-provisorios/exportar?format=xlsx')
    const [header, ...rows] = await sheetOf(res)
    expect(header).toEqual([
      'RUT',
      'Razón social',
      'Contacto',
      'Correo',
      'Teléfono',
      'Banco',
      'Registrado',
    ])
    const list = await t.call('GET', '/v1/proveedores-provisorios?pageSize=all')
    expect(rows).toHaveLength(list.body.total)
  })
})

describe('an export larger than one batch', () => {
  beforeAll(async () => {
    const creator = await t.userId(AS.comercial)
    await t.database.db.insert(gruposCliente).values(
      Array.from({ length: 1234 }, (_, i) => ({
        nombre: `Lote export ${String(i).padStart(4, '0')}`,
        descripcion: i === 7 ? '=HYPERLINK("http://x")' : null,
        createdBy: creator,
        updatedBy: creator,
      })),
    )
  })

  it('streams every row, in order, in both formats', async () => {
    const csv = lines(
      (await t.call('GET', '/v1/grupos-cliente/exportar?q=lote export&sort=nombre')).body,
    )
    expect(csv).toHaveLength(1 + 1234)
    expect(csv[1]).toMatch(/^Lote export 0000;/)
    expect(csv.at(-1)).toMatch(/^Lote export 1233;/)
    // A formula typed into a field stays text.
    expect(csv[8]).toContain(`"'=HYPERLINK(""http://x"")"`)

    const sheet = await sheetOf(
      await download('/v1/grupos-cliente/exportar?q=lote export&sort=nombre&dir=desc&format=xlsx'),
    )
    expect(sheet).toHaveLength(1 + 1234)
    expect(sheet[1]?.[0]).toBe('Lote export 1233')
    expect(sheet.at(-1)?.[0]).toBe('Lote export 0000')
  })

  it('finishes an XLSX whose batches come a network round trip apart, as from a server', async () => {
    const app = new Hono<AppEnv>()
    app.use(async (c, next) => {
      c.set('deps', { logger: silentLogger } as AppEnv['Variables']['deps'])
      await next()
    })
    async function* batches() {
      for (let batch = 0; batch < 20; batch++) {
        await new Promise((resolve) => setTimeout(resolve, 2))
        yield Array.from({ length: 100 }, (_, i) => ({ nombre: `Fila ${batch * 100 + i}` }))
      }
    }
    const columns = [
      { id: 'nombre', header: 'Nombre', value: (row: { nombre: string }) => row.nombre },
    ]
    app.get('/x', (c) =>
      listExport(c, {
        name: 'x',
        title: 'X',
        columns,
        query: { format: 'xlsx' },
        batches: batches(),
      }),
    )
    const sheet = await sheetOf(await app.request('/x'))
    expect(sheet).toHaveLength(1 + 2000)
    expect(sheet.at(-1)).toEqual(['Fila 1999'])
  })
})

describe('an export that fails', () => {
  it('answers the generic Spanish 500, without SQL, when the database fails before streaming', async () => {
    await t.database.db.execute(sql.raw('alter table grupos_cliente rename to grupos_cliente_x'))
    try {
      for (const format of ['csv', 'xlsx']) {
        const res = await download(`/v1/grupos-cliente/exportar?format=${format}`)
        expect(res.status).toBe(500)
        const body = await res.text()
        expect(JSON.parse(body).error.code).toBe('error_interno')
        expect(body).not.toMatch(/select|grupos_cliente|relation|from /i)
      }
    } finally {
      await t.database.db.execute(sql.raw('alter table grupos_cliente_x rename to grupos_cliente'))
    }
  })

  it('aborts the download mid-stream and never writes the error into the file', async () => {
    const logged: unknown[] = []
    const logger = silentLogger.child({})
    logger.error = ((entry: unknown) => {
      logged.push(entry)
    }) as typeof logger.error
    const app = new Hono<AppEnv>()
    app.use(async (c, next) => {
      c.set('deps', { logger } as AppEnv['Variables']['deps'])
      await next()
    })
    app.onError(onError(logger))
    async function* batches() {
      yield [{ nombre: 'Primera' }]
      throw new Error('select * from secreto where clave = 1')
    }
    const columns = [
      { id: 'nombre', header: 'Nombre', value: (row: { nombre: string }) => row.nombre },
    ]
    app.get('/x', (c) =>
      listExport(c, {
        name: 'x',
        title: 'X',
        columns,
        query: { format: 'csv' },
        batches: batches(),
      }),
    )
    const res = await app.request('/x')
    expect(res.status).toBe(200)
    const reader = res.body?.getReader()
    // Keeps the BOM, which the default decoder drops.
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true })
    let text = ''
    let failure: unknown
    try {
      for (;;) {
        const chunk = await reader?.read()
        if (!chunk || chunk.done) break
        text += decoder.decode(chunk.value, { stream: true })
      }
    } catch (error) {
      failure = error
    }
    expect(failure).toBeInstanceOf(Error)
    expect(String(failure)).not.toContain('secreto')
    expect(text).toBe('\uFEFFNombre\r\nPrimera\r\n')
    expect(logged).toHaveLength(1)
    expect(JSON.stringify(logged)).toMatch(/errorId/)
  })
})

/** The RUT as the file writes it: `77889012-7` → `77.889.012-7`. */
function formatRutLike(rut: string): string {
  const [body = '', dv] = rut.split('-')
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`
}
