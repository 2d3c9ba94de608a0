import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { type Caf, readCaf } from '../caf.ts'
import type {
  Emisor,
  FacturaInput,
  GuiaDespachoInput,
  LineaDetalle,
  Receptor,
} from '../documento.ts'
import { type Certificado, readCertificado } from '../firma.ts'
import { createTestCaf } from './test-caf.ts'
import { createTestCertificado } from './test-certificado.ts'

/** Fixed keys, CAFs, certificate and inputs for tests and the benchmark (not valid for the SII). */
export function testKey(name: 'caf-33' | 'caf-52' | 'sii-stand-in' | 'certificado'): KeyObject {
  return createPrivateKey(readFileSync(new URL(`./keys/${name}.pem`, import.meta.url), 'utf8'))
}

export const emisor: Emisor = {
  rut: '76.543.210-3',
  razonSocial: 'Cordillera Arriendo de Maquinaria SpA',
  giro: 'Arriendo de maquinaria y equipos de construcción',
  acteco: 773010,
  direccion: 'Av. Apoquindo 4501, oficina 1203',
  comuna: 'Las Condes',
}

export const receptor: Receptor = {
  rut: '96.512.340-7',
  razonSocial: 'Constructora Ñuble & Asociados Limitada, División Obras Civiles Sur',
  giro: 'Construcción de obras de ingeniería civil',
  direccion: 'Camino a Penco 2200',
  comuna: 'Concepción',
}

export const rutFirmante = '12.345.678-5'
export const passwordCertificado = 'clave-de-prueba'

export function testCaf(tipoDte: 33 | 52, desde = 1, hasta = 500): { xml: string; caf: Caf } {
  const privateKey = testKey(tipoDte === 33 ? 'caf-33' : 'caf-52')
  const xml = createTestCaf({
    rutEmisor: '76543210-3',
    razonSocial: 'Cordillera Arriendo',
    tipoDte,
    desde,
    hasta,
    fechaAutorizacion: '2026-11-02',
    keys: { privateKey, publicKey: createPublicKey(privateKey) },
    siiKey: testKey('sii-stand-in'),
  })
  return { xml, caf: readCaf(xml) }
}

export function testCertificado(
  validity: { validoDesde?: Date; validoHasta?: Date } = {},
): Certificado {
  const p12 = createTestCertificado({
    rut: rutFirmante,
    nombre: 'Ana María Pérez',
    password: passwordCertificado,
    privateKey: testKey('certificado'),
    validoDesde: validity.validoDesde ?? new Date('2026-01-01T00:00:00Z'),
    validoHasta: validity.validoHasta ?? new Date('2099-12-31T23:59:59Z'),
  })
  return readCertificado(p12, passwordCertificado)
}

export function lineas(count: number): LineaDetalle[] {
  return Array.from({ length: count }, (_, index): LineaDetalle => {
    const kind = index % 3
    if (kind === 0)
      return {
        nombre: `Excavadora EX-${String(index + 1).padStart(3, '0')} (días)`,
        cantidad: 22,
        precio: 185000,
      }
    if (kind === 1)
      return {
        nombre: `Minicargador MC-${index + 1}: horas <extra> & traslado`,
        cantidad: 37.5,
        precio: 28500.5,
        descuentoPct: 5,
      }
    return {
      nombre: `Camión tolva CT-${index + 1}`,
      cantidad: 3,
      precio: 410000,
      descuentoMonto: 15000,
    }
  })
}

export function facturaInput(folio: number, count = 3): FacturaInput {
  return {
    folio,
    fechaEmision: '2026-11-28',
    periodoDesde: '2026-11-01',
    periodoHasta: '2026-11-30',
    emisor,
    receptor,
    lineas: lineas(count),
    ordenCompra: { folio: '4500012345', fecha: '2026-10-15' },
    hes: { folio: '1000098765', fecha: '2026-11-30' },
    timestamp: '2026-11-28T16:45:10',
  }
}

export function guiaInput(folio: number): GuiaDespachoInput {
  return {
    folio,
    fechaEmision: '2026-11-28',
    emisor,
    receptor,
    activo: {
      nombre: 'EX-012 Excavadora Caterpillar 320 GC',
      descripcion: 'Serie CAT0320GCX1234, horómetro 4.512',
    },
    transporte: {
      patente: 'KLRT45',
      rutTransportista: '77.888.999-4',
      chofer: { rut: '15.222.333-1', nombre: 'Juan Soto' },
      direccionDestino: 'Obra Puente Bicentenario, Ruta 160 km 12',
      comunaDestino: 'Coronel',
    },
    timestamp: '2026-11-28T08:05:00',
  }
}
