// HR's operators list through the API: each operator with his worker's name and RUT, licence,
// certifications, the assignment he runs today (asset, obra, contract, since when), his user's
// e-mail, his last report's day and how many reports he still has to sign; searched by name or
// RUT (accents and dots ignored), filtered by assignment and licence, sorted, paged by number and by
// cursor alike. The operators it checks closely are the test's own (../testing/operadores.testing.ts).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operadores, usuarios } from '../../db/schema/index.ts'
import { AS, startTestApp, type TestApp } from '../../testing/test-app.ts'
import {
  type EquipoEnArriendo,
  equipoEnArriendo,
  insertAsignacion,
  insertReport,
  nuevoOperador,
  type OperadorDePrueba,
} from '../testing/operadores.testing.ts'

type Row = { id: string; nombre: string; rut: string } & Record<string, unknown>

let t: TestApp
let conEquipo: OperadorDePrueba
let libre: OperadorDePrueba
let retirado: OperadorDePrueba
let equipo: EquipoEnArriendo
let asignacionId: string

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  conEquipo = await nuevoOperador(db, {
    nombres: 'Ignacio',
    apellidos: 'Ñúble Zúñiga',
    licenciaClase: 'A4',
    certificaciones: ['Rigger', 'Trabajo en altura'],
  })
  libre = await nuevoOperador(db, { nombres: 'Pedro', apellidos: 'Ñúble Araya' })
  retirado = await nuevoOperador(db, { nombres: 'Luis', apellidos: 'Ñúble Bravo' })
  equipo = await equipoEnArriendo(db, { fechaEntrega: '2025-01-01' })
  asignacionId = await insertAsignacion(db, {
    operadorId: conEquipo.id,
    activoId: equipo.activoId,
    contratoId: equipo.contratoId,
    desde: '2025-01-10',
  })
  // Retired long ago: free today.
  await insertAsignacion(db, {
    operadorId: retirado.id,
    activoId: equipo.activoId,
    contratoId: equipo.contratoId,
    desde: '2025-01-02',
    hasta: '2025-01-09',
  })
  const base = { operadorId: conEquipo.id, activoId: equipo.activoId, obraId: equipo.obraId }
  await insertReport(db, { ...base, fecha: '2025-02-01', horasTrabajadas: 8, estado: 'validado' })
  await insertReport(db, { ...base, fecha: '2025-02-02', horasTrabajadas: 7 })
  await insertReport(db, { ...base, fecha: '2025-02-03', horasTrabajadas: 6 })
  // Deleted: neither the last report nor one to sign.
  await insertReport(db, { ...base, fecha: '2025-03-01', horasTrabajadas: 5, eliminado: true })
}, 180_000)
afterAll(() => t?.close())

const list = (query = '', as: string | null = AS.rrhh) =>
  t.call('GET', `/v1/operadores${query}`, { as })
const ids = (body: { items: Row[] }) => body.items.map((row) => row.id)

describe('GET /v1/operadores', () => {
  it('shows each operator with his assignment today, user, last report and reports to sign', async () => {
    const res = await list('?q=nuble%20zuniga')
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.total).toBe(1)
    expect(res.body.items[0]).toEqual({
      id: conEquipo.id,
      trabajadorId: conEquipo.trabajadorId,
      nombre: 'Ignacio Ñúble Zúñiga',
      nombres: 'Ignacio',
      apellidos: 'Ñúble Zúñiga',
      rut: conEquipo.rut,
      licenciaClase: 'A4',
      certificaciones: ['Rigger', 'Trabajo en altura'],
      trabajadorActivo: true,
      asignacion: {
        id: asignacionId,
        activo: { id: equipo.activoId, codigo: equipo.codigo, tipo: expect.any(String) },
        obra: { id: equipo.obraId, codigo: 'OB-0001', nombre: expect.any(String) },
        contrato: { id: equipo.contratoId, folio: equipo.folio },
        desde: '2025-01-10',
        hasta: null,
        origen: 'asignacion',
      },
      usuario: null,
      ultimoReport: '2025-02-03',
      reportsPorFirmar: 2,
      version: 1,
      creadoEn: expect.any(String),
      actualizadoEn: expect.any(String),
    })
  })

  it('shows the user an operator signs with', async () => {
    const [linked] = await t.database.db
      .select({ operadorId: usuarios.operadorId })
      .from(usuarios)
      .where(eq(usuarios.email, AS.operador))
    expect(linked?.operadorId).toBeTruthy()
    const res = await list('?pageSize=all')
    const demo = res.body.items.find((row: Row) => row.id === linked?.operadorId)
    expect(demo).toMatchObject({
      nombre: 'Juan Carlos Pizarro Soto',
      usuario: { id: await t.userId(AS.operador), email: AS.operador },
    })
    const sinUsuario = res.body.items.find((row: Row) => row.id === libre.id)
    expect(sinUsuario.usuario).toBeNull()
  })

  it('searches names ignoring accents and case, and RUTs however typed', async () => {
    const nuble = await list('?q=NUBLE&pageSize=all')
    expect(ids(nuble.body)).toEqual(expect.arrayContaining([conEquipo.id, libre.id, retirado.id]))
    const [cuerpo, dv] = libre.rut.split('-') as [string, string]
    const conPuntos = `${cuerpo.slice(0, 2)}.${cuerpo.slice(2, 5)}.${cuerpo.slice(5)}-${dv}`
    const porRut = await list(`?q=${encodeURIComponent(conPuntos)}`)
    expect(ids(porRut.body)).toEqual([libre.id])
  })

  it('filters by whether they have an assignment today and by licence class', async () => {
    const con = await list('?q=nuble&asignacion=con&pageSize=all')
    expect(ids(con.body)).toEqual([conEquipo.id])
    const sin = await list('?q=nuble&asignacion=sin&sort=nombre&pageSize=all')
    expect(ids(sin.body)).toEqual([libre.id, retirado.id])
    expect(sin.body.items[1].asignacion).toBeNull()
    const a4 = await list('?q=nuble&licenciaClase=A4')
    expect(ids(a4.body)).toEqual([conEquipo.id])
    // The whole list splits in two.
    const [todos, conTodos, sinTodos] = await Promise.all([
      list(),
      list('?asignacion=con'),
      list('?asignacion=sin'),
    ])
    expect(conTodos.body.total + sinTodos.body.total).toBe(todos.body.total)
  })

  it('sorts by apellidos, RUT as a number, licence and last report', async () => {
    const porNombre = await list('?q=nuble&sort=nombre&pageSize=all')
    expect(ids(porNombre.body)).toEqual([libre.id, retirado.id, conEquipo.id])
    const desc = await list('?q=nuble&sort=nombre&dir=desc&pageSize=all')
    expect(ids(desc.body)).toEqual([conEquipo.id, retirado.id, libre.id])
    const porRut = await list('?sort=rut&pageSize=all')
    const numeros = porRut.body.items.map((row: Row) => Number(row.rut.split('-')[0]))
    expect(numeros).toEqual([...numeros].sort((a, b) => a - b))
    const porReport = await list('?q=nuble&sort=ultimoReport&dir=desc&pageSize=all')
    expect(ids(porReport.body)[0]).toBe(conEquipo.id)
    const porLicencia = await list('?sort=licenciaClase&pageSize=all')
    const clases = porLicencia.body.items.map((row: Row) => row.licenciaClase)
    expect(clases).toEqual([...clases].sort())
  })

  it('pages by number and by cursor both ways to the same rows, in the same order', async () => {
    const all = await list('?sort=nombre&pageSize=all')
    expect(all.body.total).toBeGreaterThanOrEqual(33)
    const first = await list('?sort=nombre&pageSize=10')
    const second = await list('?sort=nombre&pageSize=10&page=2')
    expect([...ids(first.body), ...ids(second.body)]).toEqual(ids(all.body).slice(0, 20))
    const next = await list(`?sort=nombre&pageSize=10&cursor=${first.body.nextCursor}`)
    expect(ids(next.body)).toEqual(ids(second.body))
    const back = await list(`?sort=nombre&pageSize=10&cursor=${next.body.prevCursor}`)
    expect(ids(back.body)).toEqual(ids(first.body))
    const last = await list(`?sort=ultimoReport&pageSize=10&page=${Math.ceil(all.body.total / 10)}`)
    expect(last.body.items.length).toBeGreaterThan(0)
  })

  it('hides deleted operators', async () => {
    const borrado = await nuevoOperador(t.database.db, { apellidos: 'Eliminado Prueba' })
    await t.database.db
      .update(operadores)
      .set({ eliminadoEn: new Date() })
      .where(eq(operadores.id, borrado.id))
    expect((await list('?q=eliminado%20prueba')).body.total).toBe(0)
  })

  it('says in Spanish what is wrong with the query', async () => {
    const res = await list('?sort=edad&asignacion=quizas&licenciaClase=Z&pageSize=0')
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      sort: 'Solo se puede ordenar por: nombre, rut, licenciaClase, ultimoReport, creadoEn, actualizadoEn.',
      asignacion: 'La asignación se filtra con "con" o "sin".',
      licenciaClase: 'Elija una clase de licencia de la lista.',
      pageSize: 'Filas por página: un número entre 1 y 100, o all.',
    })
  })

  it('answers 401 without a session and 403 without the key', async () => {
    expect((await list('', null)).status).toBe(401)
    expect((await list('', AS.comercial)).status).toBe(403)
    expect((await list('', AS.operador)).status).toBe(403)
    expect((await list('', AS.su)).status).toBe(200)
  })
})
