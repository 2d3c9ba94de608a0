// The SII's settings through the API (issue 25, first part): the company's tax settings, its
// signing certificate and its CAFs — under their screen's key, sistema/configuracion-tributaria
// (no profile holds it: su by default; decision 087 amended), each refusal in Spanish on the field at fault, the
// version read checked, every write audited, and the certificate and CAFs kept encrypted.
import { sumarDias } from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siiCafs, siiCertificados, siiConfiguracion } from '../db/schema/index.ts'
import { AS, startTestApp, type TestApp } from '../testing/test-app.ts'
import { hoyEnChile } from './cafs.ts'
import { certificadoParaFirmar } from './certificado.ts'
import { cifradoSii, siiCertKey } from './cifrado.ts'
import { CONTRASENA, cafBase64, certificadoBase64, configuracionValida } from './sii.testing.ts'

const CONFIGURACION = '/v1/sii/configuracion'
const CERTIFICADO = '/v1/sii/certificado'
const CAFS = '/v1/sii/cafs'
const NINGUNO = '00000000-0000-4000-8000-000000000000'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 180_000)
afterAll(() => t?.close())

describe('who may call the SII routes', () => {
  it.each([
    ['GET', CONFIGURACION],
    ['PUT', CONFIGURACION],
    ['GET', CERTIFICADO],
    ['PUT', CERTIFICADO],
    ['GET', CAFS],
    ['POST', CAFS],
    ['GET', `${CAFS}/${NINGUNO}`],
  ])('%s %s: 401 without a session, 403 without the settings’ key', async (method, path) => {
    const body = method === 'GET' ? undefined : {}
    expect((await t.call(method, path, { as: null, body })).status).toBe(401)
    // Staff without sistema/configuracion-tributaria: refused before their input is read.
    for (const as of [AS.sinPermisos, AS.comercial, AS.rrhh]) {
      const res = await t.call(method, path, { as, body })
      expect(res.status, as).toBe(403)
      expect(res.body.error.message, as).toBe('No tiene permiso para realizar esta acción.')
    }
    // Lessors, operators and site clients are not staff at all.
    for (const as of [AS.proveedor, AS.operador, AS.cliente]) {
      expect((await t.call(method, path, { as, body })).status, as).toBe(403)
    }
  })
})

describe('the tax settings', () => {
  it('answer 404 until saved, and the CAFs wait for them', async () => {
    const res = await t.call('GET', CONFIGURACION, { as: AS.su })
    expect(res.status).toBe(404)
    expect(res.body.error.message).toBe(
      'Aún no se ha registrado la configuración tributaria de la empresa.',
    )
    expect((await t.call('GET', CAFS, { as: AS.su })).status).toBe(404)
  })

  it('refuse each wrong field with its own Spanish message (400)', async () => {
    const res = await t.call('PUT', CONFIGURACION, {
      as: AS.su,
      body: {
        ...configuracionValida,
        rutEmisor: '76.543.210-4',
        acteco: '7730',
        comuna: '99999',
        ambiente: 'pruebas',
        umbralAlertaCaf: -1,
        oficinaSii: '  ',
        version: 0,
      },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('entrada_invalida')
    expect(res.body.error.fields).toMatchObject({
      rutEmisor: 'El RUT no es válido (revise el dígito verificador).',
      acteco: 'El código de actividad económica (Acteco) tiene 6 dígitos.',
      comuna: expect.stringMatching(/comuna/),
      ambiente: 'Elija el ambiente: certificación o producción.',
      umbralAlertaCaf: expect.stringMatching(/folios restantes/),
      oficinaSii: 'Ingrese la oficina del SII (por ejemplo, SANTIAGO ORIENTE).',
    })
  })

  let version = 0
  it('are created at version 0 (audited), then a second version 0 is a 409', async () => {
    const res = await t.call('PUT', CONFIGURACION, {
      as: AS.su,
      body: { ...configuracionValida, version: 0 },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      ...configuracionValida,
      rutEmisor: '76543210-3',
      version: 1,
    })
    version = res.body.version
    const again = await t.call('PUT', CONFIGURACION, {
      as: AS.su,
      body: { ...configuracionValida, version: 0 },
    })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toMatch(/Alguien ya la guardó/)
    const got = await t.call('GET', CONFIGURACION, { as: AS.su })
    expect(got.body).toEqual(res.body)
  })

  it('change at the version read (audited) and refuse a stale one (409)', async () => {
    const res = await t.call('PUT', CONFIGURACION, {
      as: AS.su,
      body: { ...configuracionValida, giro: 'Arriendo de maquinaria', version },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ giro: 'Arriendo de maquinaria', version: version + 1 })
    const stale = await t.call('PUT', CONFIGURACION, {
      as: AS.su,
      body: { ...configuracionValida, version },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.error.code).toBe('conflicto')
    const [row] = await t.database.db.select().from(siiConfiguracion)
    const audits = await t.auditOf(row?.id ?? '')
    expect(audits.map((entry) => [entry.entity, entry.action])).toEqual([
      ['sii_configuracion', 'crear'],
      ['sii_configuracion', 'editar'],
    ])
    expect(audits[1]?.usuarioId).toBe(await t.userId(AS.su))
  })
})

describe('the signing certificate', () => {
  const subir = (body: Record<string, unknown>) =>
    t.call('PUT', CERTIFICADO, {
      as: AS.su,
      body: { archivo: certificadoBase64(), contrasena: CONTRASENA, version: 0, ...body },
    })

  it('answers 404 until one is loaded', async () => {
    const res = await t.call('GET', CERTIFICADO, { as: AS.su })
    expect(res.status).toBe(404)
    expect(res.body.error.message).toBe(
      'Aún no se ha cargado el certificado digital de la empresa.',
    )
  })

  it('refuses a wrong password, a file that is no .p12, one without a RUT, an expired one (400)', async () => {
    const wrong = await subir({ contrasena: 'otra' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error.fields.contrasena).toMatch(/la contraseña no es correcta/)
    const notP12 = await subir({ archivo: Buffer.from('hola').toString('base64') })
    expect(notP12.status).toBe(400)
    expect(Object.values(notP12.body.error.fields).join()).toMatch(/\.p12\/\.pfx/)
    const notBase64 = await subir({ archivo: 'no es base64!' })
    expect(notBase64.status).toBe(400)
    expect(notBase64.body.error.fields.archivo).toMatch(/base64/)
    const sinRut = await subir({
      archivo: certificadoBase64({ rutEn: 'subjectAltName', sinExtension: true }),
    })
    expect(sinRut.status).toBe(400)
    expect(sinRut.body.error.fields.archivo).toMatch(/no indica el RUT de su titular/)
    const vencido = await subir({
      archivo: certificadoBase64({
        validoDesde: new Date('2020-01-01T00:00:00Z'),
        validoHasta: new Date('2021-01-01T00:00:00Z'),
      }),
    })
    expect(vencido.status).toBe(400)
    expect(vencido.body.error.fields.archivo).toMatch(/venció el 2021-01-01/)
  })

  it('is kept encrypted, shows its RUT, name and validity only, and opens for signing', async () => {
    const res = await subir({})
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      rut: '12345678-5',
      nombre: 'Ana María Pérez',
      validoDesde: '2026-01-01T00:00:00.000Z',
      validoHasta: '2099-12-31T23:59:59.000Z',
      vigente: true,
      version: 1,
      creadoEn: expect.any(String),
      actualizadoEn: expect.any(String),
    })
    expect((await t.call('GET', CERTIFICADO, { as: AS.su })).body).toEqual(res.body)
    const [row] = await t.database.db.select().from(siiCertificados)
    expect(row?.archivoCifrado).not.toContain(certificadoBase64().slice(0, 40))
    expect(Buffer.from(row?.contrasenaCifrada ?? '', 'base64').includes(CONTRASENA)).toBe(false)
    const cifrado = cifradoSii(siiCertKey(undefined, false))
    const abierto = await certificadoParaFirmar(t.database.db, cifrado)
    expect(abierto.rut).toBe('12345678-5')
    // Another key cannot open it.
    const otra = cifradoSii(Buffer.alloc(32, 7))
    await expect(certificadoParaFirmar(t.database.db, otra)).rejects.toThrow()
  })

  it('is replaced at the version read (audited), and a stale version is a 409', async () => {
    const replaced = await subir({
      archivo: certificadoBase64({ nombre: 'Juan Soto' }),
      version: 1,
    })
    expect(replaced.status).toBe(200)
    expect(replaced.body).toMatchObject({ nombre: 'Juan Soto', version: 2 })
    const stale = await subir({ version: 1 })
    expect(stale.status).toBe(409)
    const first = await subir({ version: 0 })
    expect(first.status).toBe(409)
    const [row] = await t.database.db.select().from(siiCertificados)
    const audits = await t.auditOf(row?.id ?? '')
    expect(audits.map((entry) => entry.action)).toEqual(['crear', 'editar'])
  })
})

describe('the CAFs', () => {
  const subir = (caf: Parameters<typeof cafBase64>[0]) =>
    t.call('POST', CAFS, { as: AS.su, body: { archivo: cafBase64(caf) } })

  it("refuse a malformed one, another emisor's, a tipo not issued, an expired factura's (400 on archivo)", async () => {
    const malformed = await t.call('POST', CAFS, {
      as: AS.su,
      body: { archivo: Buffer.from('<AUTORIZACION><CAF/></AUTORIZACION>').toString('base64') },
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body.error.fields.archivo).toMatch(
      /^El CAF no es válido: falta el elemento DA/,
    )
    const ajeno = await subir({ tipoDte: 33, desde: 1, hasta: 100, rutEmisor: '96512340-7' })
    expect(ajeno.status).toBe(400)
    expect(ajeno.body.error.fields.archivo).toBe(
      'El CAF es del RUT 96512340-7, no del emisor (76543210-3).',
    )
    const tipo = await subir({ tipoDte: 34, desde: 1, hasta: 100 })
    expect(tipo.status).toBe(400)
    expect(tipo.body.error.fields.archivo).toMatch(/es de tipo 34/)
    const vencido = await subir({ tipoDte: 33, desde: 1, hasta: 100, fecha: '2020-01-02' })
    expect(vencido.status).toBe(400)
    expect(vencido.body.error.fields.archivo).toBe(
      'El CAF venció el 2020-06-30: los folios de factura se usan hasta 180 días después de su autorización (2020-01-02). Pida uno nuevo al SII.',
    )
    const empty = await t.call('POST', CAFS, { as: AS.su, body: {} })
    expect(empty.status).toBe(400)
    expect(empty.body.error.fields.archivo).toBe('Adjunte el CAF (archivo XML del SII).')
  })

  let factura: { id: string }
  it('load one per tipo with its range, use, expiry (tipo 33: 180 days) and warning', async () => {
    const fecha = sumarDias(hoyEnChile(), -10)
    const res = await subir({ tipoDte: 33, desde: 1, hasta: 100, fecha })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      tipoDte: 33,
      desde: 1,
      hasta: 100,
      usados: 0,
      restantes: 100,
      fechaAutorizacion: fecha,
      vence: sumarDias(fecha, 180),
      vencido: false,
      alerta: false,
      version: 1,
    })
    factura = res.body
    expect(await t.auditOf(factura.id)).toEqual([
      expect.objectContaining({ entity: 'sii_caf', action: 'crear' }),
    ])
    // Guías' CAFs do not expire; 5 folios left is under the threshold of 10.
    const guia = await subir({ tipoDte: 52, desde: 1, hasta: 5 })
    expect(guia.status).toBe(201)
    expect(guia.body).toMatchObject({ tipoDte: 52, restantes: 5, vence: null, alerta: true })
    const [row] = await t.database.db.select().from(siiCafs).where(eq(siiCafs.id, factura.id))
    expect(Buffer.from(row?.archivoCifrado ?? '', 'base64').includes('AUTORIZACION')).toBe(false)
  })

  it('refuse a range that overlaps one of the same tipo (409)', async () => {
    const res = await subir({ tipoDte: 33, desde: 100, hasta: 150 })
    expect(res.status).toBe(409)
    expect(res.body.error.message).toBe(
      'Los folios 100–150 se cruzan con los de un CAF ya cargado de factura electrónica (1–100).',
    )
    expect((await subir({ tipoDte: 33, desde: 101, hasta: 150 })).status).toBe(201)
  })

  it('list by tipo and range, and one by its id (404 when there is none)', async () => {
    const list = await t.call('GET', CAFS, { as: AS.su })
    expect(list.status).toBe(200)
    expect(
      list.body.items.map((caf: { tipoDte: number; desde: number }) => [caf.tipoDte, caf.desde]),
    ).toEqual([
      [33, 1],
      [33, 101],
      [52, 1],
    ])
    const one = await t.call('GET', `${CAFS}/${factura.id}`, { as: AS.su })
    expect(one.status).toBe(200)
    expect(one.body).toEqual(list.body.items[0])
    const none = await t.call('GET', `${CAFS}/${NINGUNO}`, { as: AS.su })
    expect(none.status).toBe(404)
    expect(none.body.error.message).toBe('El CAF no existe.')
    expect((await t.call('GET', `${CAFS}/nada`, { as: AS.su })).status).toBe(400)
  })
})
