// The EDP's PDF and XLSX, read back by readers that are not their writers: the PDF's text through
// pdf.js (unpdf), the spreadsheet through a zip and XML reader of its own
// (edp-xlsx-lectura.testing.ts). The EDP is the business's worked example, computed by the same
// function the API calls, stored as the API returns it (edpDetailSchema), then approved after an
// observation round.
import {
  calcularEdp,
  type EdpCalculoInput,
  type EdpDetail,
  type EdpReportInput,
  edpDetailSchema,
  lineaManual,
  totalesDeLineas,
} from '@cordillera/contracts'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { edpPdf, edpXlsx } from './edp-archivos.ts'
import { leerXlsx } from './edp-xlsx-lectura.testing.ts'
import { EMISOR } from './emisor.ts'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const EXCAVADORA = { id: uuid(101), codigo: 'EX-01', nombre: 'Excavadora CAT 320' }

let folio = 1
function report(fecha: string, fields: Partial<EdpReportInput> = {}): EdpReportInput {
  const n = folio++
  return {
    id: uuid(1000 + n),
    folio: `RPT-${String(n).padStart(6, '0')}`,
    activoId: EXCAVADORA.id,
    fecha,
    jornada: 'dia',
    estado: 'validado',
    horasTrabajadas: 6,
    horasStandBy: 0,
    horasDetenidas: 0,
    motivoDetencion: null,
    combustibleLitros: null,
    ...fields,
  }
}

// January: despacho on the 8th (guía 1001), rain on the 14th and 21st, 130,5 h reported.
const dias = [8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 20, 22, 23, 24, 25, 26, 27, 28, 29]
const input: EdpCalculoInput = {
  contrato: {
    id: uuid(1),
    moneda: 'UF',
    fechaInicio: '2026-01-01',
    fechaTermino: null,
    climaNoCobrable: true,
    precioCombustible: null,
  },
  periodo: { desde: '2026-01-01', hasta: '2026-01-31' },
  items: [
    {
      id: uuid(201),
      activo: EXCAVADORA,
      unidadCobro: 'hora',
      tarifa: 1.2,
      minimoHoras: 180,
      minimoPor: 'mes',
      tarifaStandBy: null,
      descuentoPct: 5,
      fleteIda: 0,
      fleteVuelta: 0,
      conOperador: false,
      tarifaOperador: null,
      fechaEntrega: '2026-01-08',
      fechaRetiro: null,
    },
  ],
  movimientos: [
    {
      id: uuid(301),
      activoId: EXCAVADORA.id,
      tipo: 'despacho',
      fecha: '2026-01-08',
      guiaDespacho: 1001,
    },
  ],
  reports: [
    ...dias.map((d) => report(`2026-01-${String(d).padStart(2, '0')}`)),
    report('2026-01-30', { horasTrabajadas: 10.5 }),
    report('2026-01-14', { horasTrabajadas: 0, horasDetenidas: 8, motivoDetencion: 'clima' }),
    report('2026-01-21', { horasTrabajadas: 0, horasDetenidas: 8, motivoDetencion: 'clima' }),
  ],
  valorUf: { fecha: '2026-01-31', valor: 38_500 },
}

function edpAprobado(): EdpDetail {
  const calculo = calcularEdp(input)
  const totales = calculo.totales
  if (!totales) throw new Error('the worked example has totals')
  const usuario = (id: number, nombre: string) => ({ id: uuid(id), nombre })
  const comercial = usuario(501, 'Camila Rojas')
  const cliente = usuario(502, 'Jorge Muñoz')
  const entrada = (
    n: number,
    revision: number,
    accion: EdpDetail['historial'][number]['accion'],
    desde: EdpDetail['historial'][number]['desde'],
    hacia: EdpDetail['historial'][number]['hacia'],
    fields: Partial<EdpDetail['historial'][number]> = {},
  ) => ({
    id: uuid(600 + n),
    revision,
    accion,
    desde,
    hacia,
    usuario: comercial,
    origen: 'comercial' as const,
    en: `2026-02-0${n}T13:00:00Z`,
    comentario: null,
    observacionesLineas: [],
    ...fields,
  })
  const lineas = calculo.lineas.map((linea, posicion) => ({
    ...linea,
    lineaId: uuid(700 + posicion),
    posicion,
    origen: 'calculada' as const,
  }))
  return edpDetailSchema.parse({
    id: uuid(900),
    numero: 12,
    folio: 'EDP-000012',
    contrato: { id: uuid(1), folio: 'CON-000007' },
    obra: { id: uuid(2), codigo: 'OB-003', nombre: 'Edificio Ñuñoa — Etapa 2' },
    razonSocial: {
      id: uuid(3),
      rut: '76086428-5',
      razonSocial: 'Constructora Peñalolén Año Nuevo SpA',
    },
    periodoDesde: '2026-01-01',
    periodoHasta: '2026-01-31',
    estado: 'aprobado-obra',
    estadoDesde: '2026-02-06T13:00:00Z',
    revision: 2,
    moneda: 'UF',
    ...totales,
    ordenCompra: 'OC-4500123',
    hes: 'HES-889',
    factura: null,
    version: 6,
    creadoEn: '2026-02-01T13:00:00Z',
    actualizadoEn: '2026-02-06T13:00:00Z',
    creadoPor: comercial,
    actualizadoPor: comercial,
    valorUf: calculo.valorUf,
    lineas,
    items: calculo.items,
    problemas: calculo.problemas,
    historial: [
      entrada(1, 1, 'crear', null, 'revision-comercial-1'),
      entrada(2, 1, 'enviar-a-obra', 'revision-comercial-1', 'revision-obra'),
      entrada(3, 1, 'observar', 'revision-obra', 'observado-obra', {
        usuario: cliente,
        origen: 'cliente',
        comentario: 'Revisar las horas de la excavadora.',
        observacionesLineas: [
          {
            lineaId: uuid(700),
            posicion: 0,
            descripcion: 'Arriendo EX-01',
            comentario: 'El 30 se trabajó medio día.',
          },
        ],
      }),
      entrada(4, 1, 'tomar-observacion', 'observado-obra', 'revision-comercial-2'),
      entrada(5, 2, 'reenviar', 'revision-comercial-2', 'revision-obra', {
        comentario: 'Horas verificadas con el report.',
      }),
      entrada(6, 2, 'aprobar', 'revision-obra', 'aprobado-obra', {
        comentario: 'Aprobado por correo.',
      }),
    ],
    revisiones: [],
  })
}

async function textoPdf(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { text } = await extractText(pdf, { mergePages: true })
  // A long text wraps inside its cell: read it as one line, as a person does.
  return text.replace(/\s+/g, ' ')
}

describe('the EDP as a PDF', () => {
  it('prints, as selectable text, the header, the line, its evidence, the UF value, the totals and the approvals', async () => {
    const edp = edpAprobado()
    const { bytes, fileName } = await edpPdf(edp, {
      direccion: 'Av. Irarrázaval 3120',
      comuna: 'Ñuñoa',
    })
    expect(fileName).toBe('EDP-000012.pdf')
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const text = await textoPdf(bytes)
    for (const expected of [
      'Estado de pago',
      'EDP-000012',
      EMISOR.razonSocial,
      'Constructora Peñalolén Año Nuevo SpA',
      '76.086.428-5',
      'OB-003 Edificio Ñuñoa — Etapa 2',
      'Av. Irarrázaval 3120, Ñuñoa',
      'CON-000007',
      '01-01-2026 al 31-01-2026',
      'OC-4500123',
      'HES-889',
      'Aprobado por obra',
      // The line: 132 h at UF 1,20/h ($46.200), 5 % off ($304.920), $5.793.480.
      'Arriendo EX-01 Excavadora CAT 320: 132 h (mínimo; reportadas 130,5 h), 22 días cobrables de 24 en arriendo',
      '132 h',
      'UF 1,20/h ($46.200)',
      '5 %',
      '-$304.920',
      '$5.793.480',
      // The evidence summary and the excluded days.
      '08-01-2026 (despacho guía n° 1001) al 31-01-2026',
      '24 en arriendo, 2 no cobrables, 22 cobrables',
      'reportadas 130,5 h, mínimo 132 h, cobradas 132 h',
      '14-01-2026',
      '21-01-2026',
      'Detenido por clima',
      // The UF value and the totals.
      'Valor UF al 31-01-2026',
      '$38.500,00',
      '$1.100.761',
      '$6.894.241',
      // The approvals: who, and whether staff recorded the site's answer.
      'Jorge Muñoz (obra)',
      'Revisar las horas de la excavadora.',
      'El 30 se trabajó medio día.',
      'Camila Rojas (registrado por comercial)',
      'Aprobado por correo.',
    ]) {
      expect(text).toContain(expected)
    }
  })

  it('prints a manual line with its reason, and the totals that include it', async () => {
    const edp = edpAprobado()
    // UF 3 × $38.500 = $115.500: neto $5.793.480 + $115.500 = $5.908.980, IVA $1.122.706,2 →
    // $1.122.706, total $7.031.686.
    const dano = lineaManual(
      {
        id: uuid(800),
        descripcion: 'Reparación de balde dañado',
        motivo: 'Daño informado por la obra el 25-01',
        cantidad: 1,
        unidad: 'unidad',
        tarifa: 3,
      },
      'UF',
      38_500,
    )
    const lineas = [
      ...edp.lineas,
      { ...dano, lineaId: uuid(801), posicion: 1, origen: 'manual' as const },
    ]
    const totales = totalesDeLineas(lineas)
    expect(totales).toEqual({ neto: 5_908_980, iva: 1_122_706, total: 7_031_686 })
    const text = await textoPdf((await edpPdf({ ...edp, lineas, ...totales })).bytes)
    for (const expected of [
      'Línea manual: Reparación de balde dañado',
      'Motivo: Daño informado por la obra el 25-01',
      'UF 3,00/unidad ($115.500)',
      '$115.500',
      '$7.031.686',
    ]) {
      expect(text).toContain(expected)
    }
  })

  it('renders the same EDP to the same bytes (its last change is its date, not the clock)', async () => {
    const first = await edpPdf(edpAprobado())
    const second = await edpPdf(edpAprobado())
    expect(Buffer.from(first.bytes).equals(Buffer.from(second.bytes))).toBe(true)
  })
})

describe('the EDP as an XLSX', () => {
  it('holds the summary, the lines with numbers a sheet can add, each line evidence and the history', async () => {
    const { bytes, fileName } = await edpXlsx(edpAprobado())
    expect(fileName).toBe('EDP-000012.xlsx')
    const hojas = leerXlsx(bytes)
    expect([...hojas.keys()]).toEqual(['Resumen', 'Líneas', 'Evidencia', 'Historial'])

    const resumen = new Map(
      (hojas.get('Resumen') ?? []).slice(1).map(([dato, valor]) => [dato, valor]),
    )
    expect(resumen.get('Estado de pago')).toBe('EDP-000012')
    expect(resumen.get('Cliente')).toBe('Constructora Peñalolén Año Nuevo SpA (RUT 76.086.428-5)')
    expect(resumen.get('Período')).toBe('01-01-2026 al 31-01-2026')
    expect(resumen.get('Valor UF')).toBe('$38.500,00 al 31-01-2026')
    expect(resumen.get('Neto')).toBe(5_793_480)
    expect(resumen.get('IVA (19 %)')).toBe(1_100_761)
    expect(resumen.get('Total')).toBe(6_894_241)

    const [encabezados, linea] = hojas.get('Líneas') ?? []
    const celda = (nombre: string) => linea?.[encabezados?.indexOf(nombre) ?? -1]
    expect(celda('Concepto')).toBe('Arriendo')
    expect(celda('Equipo')).toBe('EX-01 Excavadora CAT 320')
    expect(celda('Cantidad')).toBe(132)
    expect(celda('Unidad')).toBe('Hora')
    expect(celda('Tarifa')).toBe(1.2)
    expect(celda('Moneda')).toBe('UF')
    expect(celda('Tarifa en pesos')).toBe(46_200)
    expect(celda('Bruto')).toBe(6_098_400)
    expect(celda('Descuento %')).toBe(5)
    expect(celda('Descuento')).toBe(304_920)
    expect(celda('Monto')).toBe(5_793_480)

    const evidencia = (hojas.get('Evidencia') ?? []).slice(1)
    expect(evidencia.filter((fila) => fila[2] === 'Movimiento')).toEqual([
      [1, 'Arriendo', 'Movimiento', '08-01-2026', 'Guía N° 1001', 'Despacho guía N° 1001'],
    ])
    expect(evidencia.filter((fila) => fila[2] === 'Report')).toHaveLength(21)
    expect(
      evidencia.filter((fila) => fila[2] === 'Día no cobrable').map((fila) => fila[3]),
    ).toEqual(['14-01-2026', '21-01-2026'])

    const historial = (hojas.get('Historial') ?? []).slice(1)
    expect(historial.map((fila) => fila[2])).toEqual([
      'Creado',
      'Enviado a obra',
      'Observado por obra',
      'Observación tomada',
      'Reenviado a obra',
      'Aprobado por obra',
    ])
    expect(historial.at(-1)).toEqual([
      '06-02-2026 10:00',
      2,
      'Aprobado por obra',
      'Camila Rojas (registrado por comercial)',
      'Aprobado por correo.',
    ])
  })
})
