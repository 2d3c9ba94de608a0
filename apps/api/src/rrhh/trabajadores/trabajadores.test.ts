// Trabajadores through the API, with the "Es operador" section of their form: HR's keys (the edit
// screen takes the detail's key), the list's search, filters, sorts and pages over the 60 demo
// workers, a RUT unique among the workers not deleted, the operator record created, changed and
// removed in the worker's own transaction (refused while he runs an asset), and nothing written
// when an audit entry cannot be.

import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  activos,
  asignacionesOperador,
  auditLog,
  contratos,
  operadores,
  trabajadores,
  usuarios,
} from '../../db/schema/index.ts'
import { areaRoutes, nonsenseProblems, undocumentedProblems } from '../../testing/area-walk.ts'
import { AS, failAuditsOf, startTestApp, type TestApp } from '../../testing/test-app.ts'

const BASE = '/v1/trabajadores'
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

let t: TestApp
/** operador@'s operator record (the seed's DEMO_OPERADOR_ID) and its worker. */
let demoOperador: { id: string; trabajadorId: string }
/** The RUTs of the demo workers. */
let demoRuts: string[]
beforeAll(async () => {
  t = await startTestApp()
  const { db } = t.database
  const [found] = await db
    .select({ id: operadores.id, trabajadorId: operadores.trabajadorId })
    .from(usuarios)
    .innerJoin(operadores, eq(operadores.id, usuarios.operadorId))
    .where(eq(usuarios.email, AS.operador))
  if (!found) throw new Error('operador@ has no operator record')
  demoOperador = found
  demoRuts = (await db.select({ rut: trabajadores.rut }).from(trabajadores)).map((row) => row.rut)
}, 180_000)
afterAll(() => t?.close())

type Row = { id: string; rut: string; nombres: string; apellidos: string; cargo: string }
const ids = (items: { id: string }[]) => items.map((row) => row.id)

const nuevo = (rut: string, extra: Record<string, unknown> = {}) => ({
  rut,
  nombres: 'Matías Ignacio',
  apellidos: 'Ñancupil Huenchumán',
  cargo: 'Mecánico de maquinaria',
  fechaIngreso: '2026-03-02',
  telefono: '+56 9 8765 4321',
  email: 'MATIAS.NANCUPIL@cordillera.cl',
  ...extra,
})

async function create(body: Record<string, unknown>) {
  const res = await t.call('POST', BASE, { as: AS.rrhh, body })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body
}

async function trabajadoresConRut(rut: string) {
  return t.database.db.select().from(trabajadores).where(eq(trabajadores.rut, rut))
}

describe('GET /v1/trabajadores', () => {
  it('pages the 60 demo workers by apellidos and nombres, each with his licence when an operator', async () => {
    const res = await t.call('GET', `${BASE}?pageSize=10`, { as: AS.rrhh })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ page: 1, pageSize: 10 })
    expect(res.body.total).toBeGreaterThanOrEqual(60)
    const all = (await t.call('GET', `${BASE}?pageSize=all`, { as: AS.rrhh })).body.items
    // ICU's root collation, as the database's "unicode": ñ beside n, case and accents aside.
    const collator = new Intl.Collator('und', { sensitivity: 'base' })
    const names = all.map((row: Row) => `${row.apellidos} ${row.nombres}`)
    expect(names).toEqual([...names].sort(collator.compare))
    const pizarro = all.find(
      (row: { operador: { id: string } | null }) => row.operador?.id === demoOperador.id,
    )
    expect(pizarro).toMatchObject({
      nombres: 'Juan Carlos',
      apellidos: 'Pizarro Soto',
      activo: true,
    })
    expect(pizarro.operador.licenciaClase).toMatch(/^(A2|A4|B|D)$/)
  })

  it('pages by cursor both ways to the same rows as by number', async () => {
    const byNumber = [
      ...(await t.call('GET', `${BASE}?pageSize=20&sort=rut`, { as: AS.rrhh })).body.items,
      ...(await t.call('GET', `${BASE}?pageSize=20&sort=rut&page=2`, { as: AS.rrhh })).body.items,
    ]
    const first = (await t.call('GET', `${BASE}?pageSize=20&sort=rut`, { as: AS.rrhh })).body
    const second = (
      await t.call('GET', `${BASE}?pageSize=20&sort=rut&cursor=${first.nextCursor}`, {
        as: AS.rrhh,
      })
    ).body
    expect(ids([...first.items, ...second.items])).toEqual(ids(byNumber))
    const back = (
      await t.call('GET', `${BASE}?pageSize=20&sort=rut&cursor=${second.prevCursor}`, {
        as: AS.rrhh,
      })
    ).body
    expect(ids(back.items)).toEqual(ids(first.items))
    // RUTs sort as numbers.
    const numbers = byNumber.map((row: Row) => Number(row.rut.split('-')[0]))
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
  })

  it('sorts by cargo and fecha de ingreso, both ways', async () => {
    for (const sort of ['cargo', 'fechaIngreso', 'nombre', 'creadoEn']) {
      const asc = (await t.call('GET', `${BASE}?pageSize=all&sort=${sort}`, { as: AS.rrhh })).body
      const desc = (
        await t.call('GET', `${BASE}?pageSize=all&sort=${sort}&dir=desc`, { as: AS.rrhh })
      ).body
      expect(ids(desc.items), sort).toEqual(ids(asc.items).reverse())
    }
    const byIngreso = (
      await t.call('GET', `${BASE}?pageSize=all&sort=fechaIngreso`, { as: AS.rrhh })
    ).body.items
    const fechas = byIngreso.map((row: { fechaIngreso: string }) => row.fechaIngreso)
    expect(fechas).toEqual([...fechas].sort())
  })

  it('filters operators, inactive workers and part of the cargo without accents', async () => {
    const operadoresPage = (
      await t.call('GET', `${BASE}?pageSize=all&esOperador=true`, { as: AS.rrhh })
    ).body
    expect(operadoresPage.total).toBeGreaterThanOrEqual(30)
    expect(operadoresPage.items.every((row: { operador: unknown }) => row.operador !== null)).toBe(
      true,
    )
    const otros = (await t.call('GET', `${BASE}?pageSize=all&esOperador=false`, { as: AS.rrhh }))
      .body
    expect(otros.items.every((row: { operador: unknown }) => row.operador === null)).toBe(true)
    const todos = (await t.call('GET', `${BASE}?pageSize=all`, { as: AS.rrhh })).body
    expect(operadoresPage.total + otros.total).toBe(todos.total)

    const inactivos = (await t.call('GET', `${BASE}?pageSize=all&activo=false`, { as: AS.rrhh }))
      .body.items
    const guardados = await t.database.db
      .select({ rut: trabajadores.rut })
      .from(trabajadores)
      .where(eq(trabajadores.activo, false))
    expect(guardados.length).toBeGreaterThan(0)
    expect(inactivos.map((row: Row) => row.rut).sort()).toEqual(
      guardados.map((row) => row.rut).sort(),
    )

    const mecanicos = (await t.call('GET', `${BASE}?pageSize=all&cargo=MECANICO`, { as: AS.rrhh }))
      .body.items
    expect(mecanicos.length).toBeGreaterThan(0)
    expect(mecanicos.every((row: Row) => /mecánico/i.test(row.cargo))).toBe(true)
  })

  it('searches a RUT however it is typed and a name without accents', async () => {
    const [pizarro] = await t.database.db
      .select({ rut: trabajadores.rut })
      .from(trabajadores)
      .where(eq(trabajadores.id, demoOperador.trabajadorId))
    if (!pizarro) throw new Error('no demo worker')
    const [numero, dv] = pizarro.rut.split('-') as [string, string]
    const dotted = `${Number(numero).toLocaleString('de-DE')}-${dv}`
    for (const q of [dotted, `${numero}${dv}`, 'pizarro soto']) {
      const res = await t.call('GET', `${BASE}?q=${encodeURIComponent(q)}`, { as: AS.rrhh })
      expect(
        res.body.items.map((row: Row) => row.rut),
        q,
      ).toContain(pizarro.rut)
    }
  })

  it('says in Spanish what is wrong with a query', async () => {
    const res = await t.call('GET', `${BASE}?sort=sueldo&esOperador=quizas`, { as: AS.rrhh })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      sort: 'Solo se puede ordenar por: nombre, rut, cargo, fechaIngreso, creadoEn, actualizadoEn.',
      esOperador: 'Use true o false.',
    })
  })
})

describe('GET /v1/trabajadores/{id}', () => {
  it('shows the operator record with the user who signs in as him', async () => {
    const res = await t.call('GET', `${BASE}/${demoOperador.trabajadorId}`, { as: AS.rrhh })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      nombres: 'Juan Carlos',
      operador: {
        id: demoOperador.id,
        usuario: { email: 'operador@cordillera.cl' },
      },
      creadoPor: null,
      actualizadoPor: null,
    })
    expect(Array.isArray(res.body.documentos)).toBe(true)
    expect(Array.isArray(res.body.operador.certificaciones)).toBe(true)
  })

  it('answers 404 for a worker that does not exist and 400 for a bad id', async () => {
    const missing = await t.call('GET', `${BASE}/${UNKNOWN}`, { as: AS.rrhh })
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toBe('No encontramos el trabajador.')
    const bad = await t.call('GET', `${BASE}/uno`, { as: AS.rrhh })
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toEqual({ id: 'El identificador no es válido.' })
  })
})

describe('creating a worker', () => {
  it('creates him with his RUT normalised and his e-mail in lower case, audited', async () => {
    const body = await create(nuevo('12.345.678-5'))
    expect(body).toMatchObject({
      rut: '12345678-5',
      email: 'matias.nancupil@cordillera.cl',
      activo: true,
      operador: null,
      documentos: [],
      version: 1,
      creadoPor: { nombre: expect.any(String) },
    })
    const [audit] = await t.auditOf(body.id)
    expect(audit).toMatchObject({
      entity: 'trabajador',
      action: 'crear',
      usuarioId: await t.userId(AS.rrhh),
      before: null,
      after: { rut: '12345678-5', items: [] },
    })
  })

  it('creates his operator record in the same write when the section is filled', async () => {
    const body = await create(
      nuevo('11.111.111-1', {
        operador: {
          licenciaClase: 'D',
          certificaciones: [' Rigger ', 'Rigger', 'Trabajo en altura'],
        },
      }),
    )
    expect(body.operador).toMatchObject({
      licenciaClase: 'D',
      certificaciones: ['Rigger', 'Trabajo en altura'],
      usuario: null,
      asignado: false,
    })
    const [audit] = await t.auditOf(body.operador.id)
    expect(audit).toMatchObject({ entity: 'operador', action: 'crear' })
    const [trabajadorAudit] = await t.auditOf(body.id)
    expect(trabajadorAudit?.after).toMatchObject({
      items: [{ id: body.operador.id, licenciaClase: 'D' }],
    })
    const listed = await t.call('GET', `${BASE}?q=11111111&esOperador=true`, { as: AS.rrhh })
    expect(listed.body.items).toEqual([
      expect.objectContaining({
        id: body.id,
        operador: { id: body.operador.id, licenciaClase: 'D' },
      }),
    ])
  })

  it('refuses a RUT already used by a worker (409 on rut); a deleted one may be used again', async () => {
    const taken = demoRuts[5] as string
    const res = await t.call('POST', BASE, { as: AS.rrhh, body: nuevo(taken) })
    expect(res.status).toBe(409)
    expect(res.body.error.fields).toEqual({ rut: 'Ya existe un trabajador con este RUT.' })
    expect(await trabajadoresConRut(taken)).toHaveLength(1)

    const borrado = await create(nuevo('9.876.543-3'))
    await t.database.db
      .update(trabajadores)
      .set({ eliminadoEn: new Date() })
      .where(eq(trabajadores.id, borrado.id))
    await create(nuevo('9.876.543-3'))
  })

  it('says in Spanish what is wrong with each field, and writes nothing', async () => {
    const res = await t.call('POST', BASE, {
      as: AS.rrhh,
      body: {
        rut: '12.345.678-9',
        apellidos: '  ',
        fechaIngreso: '30-02-2026',
        email: 'sin-arroba',
        telefono: 'llamar',
        operador: { licenciaClase: 'Z', certificaciones: [''] },
      },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      rut: 'El RUT no es válido (revise el dígito verificador).',
      nombres: 'Ingrese los nombres.',
      apellidos: 'Ingrese los apellidos.',
      cargo: 'Ingrese el cargo.',
      fechaIngreso: 'La fecha no es válida.',
      email: 'Ingrese un correo electrónico válido (nombre@empresa.cl).',
      telefono: 'Ingrese un teléfono válido, por ejemplo +56 9 1234 5678.',
      'operador.licenciaClase': 'Elija la clase de licencia del operador.',
      'operador.certificaciones.0': 'Ingrese la certificación.',
    })
    expect(await trabajadoresConRut('12345678-9')).toEqual([])
  })

  it('writes neither the worker nor his operator record when an audit entry fails', async () => {
    for (const entity of ['trabajador', 'operador']) {
      const restore = await failAuditsOf(t.database, entity)
      try {
        const res = await t.call('POST', BASE, {
          as: AS.rrhh,
          body: nuevo('15.555.555-6', { operador: { licenciaClase: 'B', certificaciones: [] } }),
        })
        expect(res.status, entity).toBe(500)
      } finally {
        await restore()
      }
      expect(await trabajadoresConRut('15555555-6'), entity).toEqual([])
    }
    const operadoresHuerfanos = await t.database.db
      .select({ id: operadores.id })
      .from(operadores)
      .leftJoin(trabajadores, eq(trabajadores.id, operadores.trabajadorId))
      .where(isNull(trabajadores.id))
    expect(operadoresHuerfanos).toEqual([])
  })
})

describe('editing a worker and his operator section', () => {
  it('edits at the version read; a stale version is a 409 and writes nothing', async () => {
    const creado = await create(nuevo('17.777.777-3'))
    const url = `${BASE}/${creado.id}`
    const edit = await t.call('PATCH', url, {
      as: AS.rrhh,
      body: { cargo: 'Jefe de taller', activo: false, version: 1 },
    })
    expect(edit.status, JSON.stringify(edit.body)).toBe(200)
    expect(edit.body).toMatchObject({ cargo: 'Jefe de taller', activo: false, version: 2 })
    const stale = await t.call('PATCH', url, {
      as: AS.rrhh,
      body: { cargo: 'Bodeguero', version: 1 },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.error.code).toBe('conflicto')
    expect((await t.call('GET', url, { as: AS.rrhh })).body).toMatchObject({
      cargo: 'Jefe de taller',
      version: 2,
    })
    // Nothing changed: nothing written.
    const same = await t.call('PATCH', url, {
      as: AS.rrhh,
      body: { cargo: 'Jefe de taller', operador: null, version: 2 },
    })
    expect(same.body.version).toBe(2)
    expect((await t.auditOf(creado.id)).map((entry) => entry.action)).toEqual(['crear', 'editar'])
  })

  it('refuses another worker’s RUT on edit (409 on rut)', async () => {
    const creado = await create(nuevo('18.888.888-7'))
    const taken = demoRuts[7] as string
    const res = await t.call('PATCH', `${BASE}/${creado.id}`, {
      as: AS.rrhh,
      body: { rut: taken, version: 1 },
    })
    expect(res.status).toBe(409)
    expect(res.body.error.fields).toEqual({ rut: 'Ya existe un trabajador con este RUT.' })
  })

  it('makes him an operator, changes his record and takes it away, each a version of the worker', async () => {
    const creado = await create(nuevo('19.999.999-0'))
    const url = `${BASE}/${creado.id}`
    const alta = await t.call('PATCH', url, {
      as: AS.rrhh,
      body: { operador: { licenciaClase: 'A4', certificaciones: ['Rigger'] }, version: 1 },
    })
    expect(alta.status, JSON.stringify(alta.body)).toBe(200)
    expect(alta.body).toMatchObject({
      version: 2,
      operador: { licenciaClase: 'A4', certificaciones: ['Rigger'] },
    })
    const operadorId = alta.body.operador.id

    // The same section again changes nothing.
    const igual = await t.call('PATCH', url, {
      as: AS.rrhh,
      body: { operador: { licenciaClase: 'A4', certificaciones: ['Rigger'] }, version: 2 },
    })
    expect(igual.body.version).toBe(2)

    const cambio = await t.call('PATCH', url, {
      as: AS.rrhh,
      body: {
        operador: { licenciaClase: 'D', certificaciones: ['Rigger', 'Primeros auxilios'] },
        version: 2,
      },
    })
    expect(cambio.body).toMatchObject({
      version: 3,
      operador: {
        id: operadorId,
        licenciaClase: 'D',
        certificaciones: ['Rigger', 'Primeros auxilios'],
      },
    })

    const baja = await t.call('PATCH', url, { as: AS.rrhh, body: { operador: null, version: 3 } })
    expect(baja.status).toBe(200)
    expect(baja.body).toMatchObject({ version: 4, operador: null })
    const [row] = await t.database.db.select().from(operadores).where(eq(operadores.id, operadorId))
    expect(row?.eliminadoEn).not.toBeNull()
    expect((await t.auditOf(operadorId)).map((entry) => entry.action)).toEqual([
      'crear',
      'editar',
      'eliminar',
    ])
    const trabajadorAudits = await t.auditOf(creado.id)
    expect(trabajadorAudits.at(-1)).toMatchObject({
      action: 'editar',
      before: { items: [{ id: operadorId, licenciaClase: 'D' }] },
      after: { items: [] },
    })
  })

  it('refuses (409) to take the operator status from someone running an asset, and writes nothing', async () => {
    const creado = await create(
      nuevo('20.202.020-8', { operador: { licenciaClase: 'D', certificaciones: [] } }),
    )
    const { db } = t.database
    const [activo] = await db.select({ id: activos.id }).from(activos).limit(1)
    const [contrato] = await db.select({ id: contratos.id }).from(contratos).limit(1)
    if (!activo || !contrato) throw new Error('no demo asset or contract')
    const [asignacion] = await db
      .insert(asignacionesOperador)
      .values({
        operadorId: creado.operador.id,
        activoId: activo.id,
        contratoId: contrato.id,
        desde: '2026-03-01',
        origen: 'asignacion',
      })
      .returning({ id: asignacionesOperador.id })
    const url = `${BASE}/${creado.id}`
    expect((await t.call('GET', url, { as: AS.rrhh })).body.operador.asignado).toBe(true)

    const res = await t.call('PATCH', url, {
      as: AS.rrhh,
      body: { cargo: 'Bodeguero', operador: null, version: 1 },
    })
    expect(res.status).toBe(409)
    const message =
      'El operador tiene un equipo asignado: termine su asignación antes de quitarle la condición de operador.'
    expect(res.body.error).toMatchObject({
      code: 'conflicto',
      message,
      fields: { operador: message },
    })
    const detail = (await t.call('GET', url, { as: AS.rrhh })).body
    expect(detail).toMatchObject({
      cargo: 'Mecánico de maquinaria',
      version: 1,
      operador: { id: creado.operador.id },
    })

    // Once the assignment has ended, he may stop being an operator.
    await db
      .update(asignacionesOperador)
      .set({ hasta: '2026-03-31', termino: 'retiro' })
      .where(eq(asignacionesOperador.id, asignacion?.id as string))
    const ok = await t.call('PATCH', url, { as: AS.rrhh, body: { operador: null, version: 1 } })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body.operador).toBeNull()
  })

  it('writes nothing when the audit entry of his operator record fails', async () => {
    const creado = await create(nuevo('21.212.121-5'))
    const restore = await failAuditsOf(t.database, 'operador')
    try {
      const res = await t.call('PATCH', `${BASE}/${creado.id}`, {
        as: AS.rrhh,
        body: {
          cargo: 'Operador',
          operador: { licenciaClase: 'B', certificaciones: [] },
          version: 1,
        },
      })
      expect(res.status).toBe(500)
    } finally {
      await restore()
    }
    expect((await t.call('GET', `${BASE}/${creado.id}`, { as: AS.rrhh })).body).toMatchObject({
      cargo: 'Mecánico de maquinaria',
      version: 1,
      operador: null,
    })
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, creado.id), eq(auditLog.action, 'editar')))
    expect(entries).toEqual([])
  })

  it('answers 404 for a worker that does not exist, 400 for bad input', async () => {
    const missing = await t.call('PATCH', `${BASE}/${UNKNOWN}`, {
      as: AS.rrhh,
      body: { cargo: 'X', version: 1 },
    })
    expect(missing.status).toBe(404)
    const creado = await create(nuevo('22.222.222-2'))
    const bad = await t.call('PATCH', `${BASE}/${creado.id}`, {
      as: AS.rrhh,
      body: { nombres: '', activo: 'no', operador: { certificaciones: ['Rigger'] } },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toEqual({
      nombres: 'Ingrese los nombres.',
      activo: 'Indique sí o no.',
      'operador.licenciaClase': 'Elija la clase de licencia del operador.',
      version: 'Falta la versión del registro: recargue la página e intente nuevamente.',
    })
  })
})

describe('who may call', () => {
  it('needs the HR keys (the edit takes the detail’s), and a session', async () => {
    const [first] = (await t.call('GET', `${BASE}?pageSize=1`, { as: AS.rrhh })).body.items
    const calls: [string, string, unknown?][] = [
      ['GET', BASE],
      ['GET', `${BASE}/${first.id}`],
      ['POST', BASE, nuevo('23.232.323-K')],
      ['PATCH', `${BASE}/${first.id}`, { cargo: 'X', version: 1 }],
    ]
    for (const [method, path, body] of calls) {
      for (const as of [AS.comercial, AS.sinPermisos, AS.operador, AS.cliente, AS.proveedor]) {
        expect((await t.call(method, path, { as, body })).status, `${method} ${path} ${as}`).toBe(
          403,
        )
      }
      expect((await t.call(method, path, { as: null, body })).status, path).toBe(401)
    }
    expect(await trabajadoresConRut('23232323-K')).toEqual([])
  })
})

describe('the trabajadores routes', () => {
  const routes = () => areaRoutes(t, [BASE])

  it('are list, detail, create and edit, and the documents’ six: no delete, no export', () => {
    const paths = routes().map((route) => `${route.method} ${route.path}`)
    expect(paths.filter((path) => !path.includes('/documentos')).sort()).toEqual([
      'get /v1/trabajadores',
      'get /v1/trabajadores/{id}',
      'patch /v1/trabajadores/{id}',
      'post /v1/trabajadores',
    ])
    expect(paths.filter((path) => path.includes('/documentos'))).toHaveLength(6)
  })

  it('never answer 500 to nonsense input, and always say what is wrong in Spanish', async () => {
    const problems = await nonsenseProblems(t, routes(), {
      bodies: [
        {},
        { rut: 12, nombres: ['x'], fechaIngreso: 'ayer', operador: 'sí', version: 'uno' },
        {
          operador: { licenciaClase: 'D', certificaciones: 'Rigger' },
          activo: 'quizás',
          version: 1,
        },
        {
          tipo: 'pasaporte',
          clase: 'Z',
          vence: '31-12-2026',
          bytes: -1,
          archivo: { clave: '../x' },
        },
      ],
      queries: ['', '?page=abc&sort=nada&esOperador=tal-vez&cargo=%25_%5C&version=x&cursor=%%%'],
    })
    expect(problems).toEqual([])
  }, 180_000)

  it('are documented in /openapi.json with their permission', async () => {
    expect(await undocumentedProblems(t, routes())).toEqual([])
  })
})
