import { X509Certificate } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { assertVigente, CertificadoError, readCertificado } from './firma.ts'
import { testKey } from './testing/fixtures.ts'
import { createTestCertificado } from './testing/test-certificado.ts'

describe('readCertificado', () => {
  const p12 = createTestCertificado({
    rut: '9.876.543-3',
    nombre: 'Pedro Núñez',
    password: 'secreta',
    privateKey: testKey('certificado'),
    validoDesde: new Date('2026-01-01T00:00:00Z'),
    validoHasta: new Date('2027-01-01T00:00:00Z'),
  })

  it('reads the key, the subject RUT and the validity of a .p12', () => {
    const certificado = readCertificado(p12, 'secreta')
    expect(certificado).toMatchObject({ rut: '9876543-3', nombre: 'Pedro Núñez', exponent: 'AQAB' })
    expect(certificado.validoHasta.toISOString()).toBe('2027-01-01T00:00:00.000Z')
    expect(Buffer.from(certificado.certificateBase64, 'base64').toString('latin1')).toContain(
      'CERTIFICADO DE PRUEBA - NO VALIDO PARA EL SII',
    )
  })

  it("reads the RUT from the subjectAltName's otherName 1.3.6.1.4.1.8321.1, as Chilean certificates carry it", () => {
    const soloAltName = createTestCertificado({
      rut: '15.222.333-1',
      nombre: 'Juan Soto',
      password: 'secreta',
      privateKey: testKey('certificado'),
      rutEn: 'subjectAltName',
    })
    const certificado = readCertificado(soloAltName, 'secreta')
    expect(certificado.rut).toBe('15222333-1')
    const der = Buffer.from(certificado.certificateBase64, 'base64')
    // The RUT is only in the extension: the subject has no serialNumber.
    expect(new X509Certificate(der).subject).not.toContain('serialNumber')
    expect(new X509Certificate(der).subject).not.toContain('15.222.333-1')
    // Without the extension, the same certificate has no RUT to read.
    expect(
      readCertificado(
        createTestCertificado({
          rut: '15.222.333-1',
          password: 'secreta',
          privateKey: testKey('certificado'),
          rutEn: 'subjectAltName',
          sinExtension: true,
        }),
        'secreta',
      ).rut,
    ).toBeNull()
  })

  it('refuses a wrong password or a file that is not a .p12, in Spanish', () => {
    expect(() => readCertificado(p12, 'otra')).toThrow(CertificadoError)
    expect(() => readCertificado(p12, 'otra')).toThrow(/No se pudo abrir el certificado/)
    expect(() => readCertificado(Buffer.from('no soy un certificado'), 'secreta')).toThrow(
      /No se pudo abrir el certificado/,
    )
  })

  it('is vigente only within its validity', () => {
    const certificado = readCertificado(p12, 'secreta')
    expect(() => assertVigente(certificado, new Date('2026-06-01T00:00:00Z'))).not.toThrow()
    expect(() => assertVigente(certificado, new Date('2027-01-01T00:00:01Z'))).toThrow(
      'El certificado digital venció el 2027-01-01',
    )
    expect(() => assertVigente(certificado, new Date('2025-12-31T00:00:00Z'))).toThrow(
      /aún no puede firmar/,
    )
  })
})
