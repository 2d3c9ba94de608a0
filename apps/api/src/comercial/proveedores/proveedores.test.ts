// Proveedores and proveedores provisorios through the API: regular ones listed apart from the
// provisional ones, which are created with less data and validated into regular ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AS, failAuditsOf, startTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 180_000)
afterAll(() => t?.close())

const BASE = '/v1/proveedores'
const PROVISORIOS = '/v1/proveedores-provisorios'
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

const banco = { banco: 'Banco Security', tipoCuenta: 'corriente', numeroCuenta: '0-123-45678-9' }

describe('lists', () => {
  it('lists regular and provisional proveedores apart (34 + 6 seeded)', async () => {
    const regulares = await t.call('GET', `${BASE}?pageSize=all`)
    const provisorios = await t.call('GET', `${PROVISORIOS}?pageSize=all`)
    expect(regulares.body.total).toBe(34)
    expect(provisorios.body.total).toBe(6)
    expect(regulares.body.items.every((row: { provisorio: boolean }) => !row.provisorio)).toBe(true)
    expect(provisorios.body.items.every((row: { provisorio: boolean }) => row.provisorio)).toBe(
      true,
    )
    expect(provisorios.body.items.map((row: { razonSocial: string }) => row.razonSocial)).toContain(
      'Rentamaq Valparaíso SpA',
    )
  })

  it('needs each list’s key', async () => {
    expect((await t.call('GET', BASE, { as: AS.sinPermisos })).status).toBe(403)
    expect((await t.call('GET', PROVISORIOS, { as: AS.sinPermisos })).status).toBe(403)
    expect((await t.call('GET', PROVISORIOS, { as: AS.proveedor })).status).toBe(403)
    expect((await t.call('GET', PROVISORIOS, { as: null })).status).toBe(401)
  })
})

describe('regular proveedor', () => {
  let id: string

  it('needs its bank data to be created', async () => {
    const res = await t.call('POST', BASE, {
      body: { rut: '76.543.219-7', razonSocial: 'Arriendos Calama SpA' },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      banco: 'Ingrese el banco.',
      tipoCuenta: 'Elija el tipo de cuenta: corriente, vista o ahorro.',
      numeroCuenta: 'Ingrese el número de cuenta.',
    })
    const created = await t.call('POST', BASE, {
      body: { rut: '76.543.219-7', razonSocial: 'Arriendos Calama SpA', ...banco },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      rut: '76543219-7',
      provisorio: false,
      ...banco,
      version: 1,
    })
    id = created.body.id
  })

  it('answers 409 for a RUT of another proveedor, provisional or not', async () => {
    const res = await t.call('POST', PROVISORIOS, {
      body: { rut: '76543219-7', razonSocial: 'Otra' },
    })
    expect(res.status).toBe(409)
    expect(res.body.error.fields).toEqual({ rut: 'Ya existe un proveedor con este RUT.' })
  })

  it('cannot lose its bank data in an edit (400), edits otherwise (version checked)', async () => {
    const res = await t.call('PATCH', `${BASE}/${id}`, { body: { banco: '', version: 1 } })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({ banco: 'Ingrese el banco.' })
    const ok = await t.call('PATCH', `${BASE}/${id}`, { body: { tipoCuenta: 'vista', version: 1 } })
    expect(ok.body).toMatchObject({ tipoCuenta: 'vista', version: 2 })
    expect(
      (await t.call('PATCH', `${BASE}/${id}`, { body: { contacto: 'x', version: 1 } })).status,
    ).toBe(409)
    const bad = await t.call('PATCH', `${BASE}/${id}`, { body: { tipoCuenta: 'rut', version: 2 } })
    expect(bad.body.error.fields).toEqual({
      tipoCuenta: 'Elija el tipo de cuenta: corriente, vista o ahorro.',
    })
  })

  it('reads it with the edit key (there is no proveedor detail screen)', async () => {
    expect((await t.call('GET', `${BASE}/${id}`)).body.creadoPor).toMatchObject({
      nombre: 'Catalina Fuentes Muñoz',
    })
    expect((await t.call('GET', `${BASE}/${id}`, { as: AS.sinPermisos })).status).toBe(403)
    expect((await t.call('GET', `${BASE}/${UNKNOWN}`)).status).toBe(404)
  })

  it('keeps a proveedor whose lessor users are active (409): Arriendos Sur', async () => {
    const [sur] = (await t.call('GET', `${BASE}?q=arriendos sur`)).body.items
    const res = await t.call('DELETE', `${BASE}/${sur.id}?version=${sur.version}`)
    expect(res.status).toBe(409)
    expect(res.body.error.message).toMatch(/usuarios arrendadores/)
  })

  it('deletes softly and exports the rest', async () => {
    expect((await t.call('DELETE', `${BASE}/${id}?version=2`)).status).toBe(204)
    expect((await t.call('GET', `${BASE}/${id}`)).status).toBe(404)
    expect((await t.call('GET', `${BASE}?q=calama`)).body.total).toBe(0)
    const csv = await t.call('GET', `${BASE}/exportar?q=arriendos sur`)
    expect(csv.body).toContain('76.543.210-3;Arriendos Sur SpA;Patricio Vergara Tapia;')
    expect(csv.body).not.toContain('Calama')
    expect((await t.auditOf(id)).map((entry) => entry.action)).toEqual([
      'crear',
      'editar',
      'eliminar',
    ])
  })
})

describe('proveedor provisorio', () => {
  let id: string

  it('is created with RUT and name only, by the create key', async () => {
    const res = await t.call('POST', PROVISORIOS, {
      body: { rut: '77.001.122-1', razonSocial: 'Grúas Ovalle Ltda.', telefono: '+56 9 5555 0101' },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      provisorio: true,
      banco: null,
      tipoCuenta: null,
      numeroCuenta: null,
      version: 1,
    })
    id = res.body.id
    const missing = await t.call('POST', PROVISORIOS, { body: {} })
    expect(missing.body.error.fields).toEqual({
      rut: 'Ingrese el RUT.',
      razonSocial: 'Ingrese la razón social.',
    })
    expect(
      (
        await t.call('POST', PROVISORIOS, {
          as: AS.sinPermisos,
          body: { rut: '1-9', razonSocial: 'x' },
        })
      ).status,
    ).toBe(403)
  })

  it('is listed with the provisional ones only, and read by the validation screen', async () => {
    const provisorios = (await t.call('GET', `${PROVISORIOS}?q=ovalle`)).body.items
    expect(provisorios.map((row: { id: string }) => row.id)).toEqual([id])
    expect((await t.call('GET', `${BASE}?q=ovalle`)).body.total).toBe(0)
    expect((await t.call('GET', `${PROVISORIOS}/${id}`)).body).toMatchObject({
      id,
      provisorio: true,
    })
    expect((await t.call('GET', `${PROVISORIOS}/${id}`, { as: AS.sinPermisos })).status).toBe(403)
  })

  it('is validated only with its bank data and the version read', async () => {
    const sinBanco = await t.call('POST', `${PROVISORIOS}/${id}/validar`, { body: { version: 1 } })
    expect(sinBanco.status).toBe(400)
    expect(sinBanco.body.error.fields).toEqual({
      banco: 'Ingrese el banco.',
      tipoCuenta: 'Elija el tipo de cuenta: corriente, vista o ahorro.',
      numeroCuenta: 'Ingrese el número de cuenta.',
    })
    const stale = await t.call('POST', `${PROVISORIOS}/${id}/validar`, {
      body: { ...banco, version: 7 },
    })
    expect(stale.status).toBe(409)

    const res = await t.call('POST', `${PROVISORIOS}/${id}/validar`, {
      body: { ...banco, contacto: 'Iván Rojas', version: 1 },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      provisorio: false,
      ...banco,
      contacto: 'Iván Rojas',
      telefono: '+56 9 5555 0101',
      version: 2,
    })
  })

  it('then is a regular proveedor: in its list, out of the provisional one', async () => {
    expect((await t.call('GET', `${BASE}?q=ovalle`)).body.total).toBe(1)
    expect((await t.call('GET', `${PROVISORIOS}?q=ovalle`)).body.total).toBe(0)
    expect((await t.call('GET', `${PROVISORIOS}/${id}`)).status).toBe(404)
    const again = await t.call('POST', `${PROVISORIOS}/${id}/validar`, {
      body: { ...banco, version: 2 },
    })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe('El proveedor ya fue validado.')
    const audit = await t.auditOf(id)
    expect(audit.map((entry) => entry.action)).toEqual(['crear', 'validar'])
    expect(audit[1]).toMatchObject({
      before: expect.objectContaining({ provisorio: true, banco: null }),
      after: expect.objectContaining({ provisorio: false, banco: 'Banco Security' }),
    })
  })

  it('answers 404 for an unknown one and 401/403 without session or key', async () => {
    const body = { ...banco, version: 1 }
    expect((await t.call('POST', `${PROVISORIOS}/${UNKNOWN}/validar`, { body })).status).toBe(404)
    expect(
      (await t.call('POST', `${PROVISORIOS}/${UNKNOWN}/validar`, { body, as: null })).status,
    ).toBe(401)
    expect(
      (await t.call('POST', `${PROVISORIOS}/${UNKNOWN}/validar`, { body, as: AS.sinPermisos }))
        .status,
    ).toBe(403)
  })

  it('is left provisional when the validation’s audit fails (one transaction)', async () => {
    const created = await t.call('POST', PROVISORIOS, {
      body: { rut: '12.345.678-5', razonSocial: 'Equipos Temuco SpA' },
    })
    const restore = await failAuditsOf(t.database, 'proveedor')
    try {
      const res = await t.call('POST', `${PROVISORIOS}/${created.body.id}/validar`, {
        body: { ...banco, version: 1 },
      })
      expect(res.status).toBe(500)
    } finally {
      await restore()
    }
    expect((await t.call('GET', `${PROVISORIOS}/${created.body.id}`)).body).toMatchObject({
      provisorio: true,
      banco: null,
      version: 1,
    })
  })
})
