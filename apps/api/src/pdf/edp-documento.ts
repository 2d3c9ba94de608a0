// The EDP (estado de pago) as documents: what its PDF says and what its spreadsheet holds, built
// from the stored EDP (`EdpDetail`) by pure functions. The PDF goes through the one writer
// (render-document-pdf.ts, decision 022) with every value already written as the screens write it
// (formatClp, formatMonto, formatNumber, dd-MM-yyyy); the spreadsheet keeps amounts and
// quantities as numbers (a sheet can add them) and everything else as the text a person reads.
// Both say the same: the header data, the lines with their quantities, tariffs and discounts, the
// evidence behind each line (movements with their guía, reports, excluded days), the valor UF
// and its date, neto, IVA, total, and the approvals.
import {
  ACCION_EDP_LABEL,
  type EdpDetail,
  type EdpEvidencia,
  type EdpItemCalculo,
  type EdpLineaGuardada,
  ESTADO_EDP_LABEL,
  fechaHoraText,
  fechaText,
  formatClp,
  formatMonto,
  formatNumber,
  formatRut,
  IVA_PORCENTAJE,
  JORNADA_LABEL,
  MOTIVO_DETENCION_LABEL,
  MOTIVO_DIA_NO_COBRABLE_LABEL,
  TIPO_LINEA_EDP_LABEL,
  TIPO_MOVIMIENTO_LABEL,
  UNIDAD_LINEA_EDP_LABEL,
  type UnidadLineaEdp,
} from '@cordillera/contracts'
import type { ColumnaPdf, DocumentoPdf, TablaPdf } from './documento-pdf.ts'

/** Where the obra is, as printed under its name (not part of the EDP's own record). */
export type ObraDireccionEdp = { direccion: string; comuna: string }

const UNIDAD_CORTA: Record<UnidadLineaEdp, [string, string]> = {
  hora: ['h', 'h'],
  dia: ['día', 'días'],
  mes: ['mes', 'meses'],
  litro: ['L', 'L'],
  viaje: ['viaje', 'viajes'],
  unidad: ['unidad', 'unidades'],
}

const cantidadText = (cantidad: number, unidad: UnidadLineaEdp) =>
  `${formatNumber(cantidad, { maxDecimals: 2 })} ${UNIDAD_CORTA[unidad][cantidad === 1 ? 0 : 1]}`

const valorUfText = (valor: number) => `$${formatNumber(valor, { minDecimals: 2, maxDecimals: 2 })}`

/** "UF 1,20/h ($46.200)" or "$150.000/día". */
function tarifaText(linea: EdpLineaGuardada): string {
  const base = `${formatMonto(linea.tarifa, linea.moneda)}/${UNIDAD_CORTA[linea.unidadTarifa][0]}`
  if (linea.moneda === 'CLP' || linea.tarifaClp === null) return base
  return `${base} (${formatClp(linea.tarifaClp)})`
}

const pct = (value: number) => `${formatNumber(value, { maxDecimals: 2 })} %`

/** "14-01-2026 al 31-01-2026". */
const periodoText = (desde: string, hasta: string) => `${fechaText(desde)} al ${fechaText(hasta)}`

function guiaText(movimiento: EdpEvidencia['movimientos'][number]): string {
  const tipo = TIPO_MOVIMIENTO_LABEL[movimiento.tipo]
  return movimiento.guiaDespacho === null
    ? `${tipo} sin guía`
    : `${tipo} guía N° ${movimiento.guiaDespacho}`
}

/** The header data, as label and value: the same rows head the PDF and the summary sheet. */
export function datosEdp(edp: EdpDetail): Array<[string, string]> {
  return [
    ['Estado de pago', edp.folio],
    ['Contrato', edp.contrato.folio],
    ['Cliente', `${edp.razonSocial.razonSocial} (RUT ${formatRut(edp.razonSocial.rut)})`],
    ['Obra', `${edp.obra.codigo} ${edp.obra.nombre}`],
    ['Período', periodoText(edp.periodoDesde, edp.periodoHasta)],
    ['Revisión', String(edp.revision)],
    ['Estado', ESTADO_EDP_LABEL[edp.estado]],
    ['Orden de compra', edp.ordenCompra ?? '—'],
    ['HES', edp.hes ?? '—'],
    ['Moneda del contrato', edp.moneda],
    [
      'Valor UF',
      edp.valorUf
        ? `${valorUfText(edp.valorUf.valor)} al ${fechaText(edp.valorUf.fecha)}`
        : 'No aplica (contrato en pesos)',
    ],
  ]
}

/** An item's stretch on rent, as a sentence: "08-01-2026 (despacho guía N° 1001) al 31-01-2026". */
function tramosText(item: EdpItemCalculo): string {
  if (item.tramos.length === 0) return 'Sin días en arriendo en el período'
  return item.tramos
    .map(({ desde, hasta }) => {
      const extremo = (limite: typeof desde) => {
        const fecha = fechaText(limite.fecha) ?? ''
        if (limite.fuente === 'contrato') return `${fecha} (fecha del contrato)`
        if (limite.movimiento && limite.fuente === 'movimiento') {
          return `${fecha} (${guiaText(limite.movimiento).toLowerCase()})`
        }
        if (limite.movimiento) {
          return `${fecha} (${guiaText(limite.movimiento).toLowerCase()} del ${fechaText(limite.movimiento.fecha)})`
        }
        return fecha
      }
      return `${extremo(desde)} al ${extremo(hasta)}`
    })
    .join('; ')
}

function diasText(item: EdpItemCalculo): string {
  const excluidos = item.diasExcluidos.length
  return `${item.diasEnArriendo} en arriendo, ${excluidos} no ${excluidos === 1 ? 'cobrable' : 'cobrables'}, ${item.diasCobrables} ${item.diasCobrables === 1 ? 'cobrable' : 'cobrables'}`
}

function horasText(item: EdpItemCalculo): string {
  if (!item.horas) return '—'
  const h = (value: number) => `${formatNumber(value, { maxDecimals: 2 })} h`
  return [
    `reportadas ${h(item.horas.reportadas)}`,
    item.horas.minimo !== null ? `mínimo ${h(item.horas.minimo)}` : null,
    `cobradas ${h(item.horas.cobradas)}`,
    item.horas.standBy > 0 ? `stand-by ${h(item.horas.standBy)}` : null,
  ]
    .filter(Boolean)
    .join(', ')
}

/** One line's evidence, as rows: what, when, which document, what it says. */
export function evidenciaFilas(
  evidencia: EdpEvidencia,
): Array<{ tipo: string; fecha: string; referencia: string; detalle: string }> {
  return [
    ...evidencia.movimientos.map((m) => ({
      tipo: 'Movimiento',
      fecha: fechaText(m.fecha) ?? '',
      referencia: m.guiaDespacho === null ? 'Sin guía' : `Guía N° ${m.guiaDespacho}`,
      detalle: guiaText(m),
    })),
    ...evidencia.reports.map((r) => ({
      tipo: 'Report',
      fecha: fechaText(r.fecha) ?? '',
      referencia: r.folio,
      detalle: [
        JORNADA_LABEL[r.jornada],
        `${formatNumber(r.horasTrabajadas, { maxDecimals: 1 })} h trabajadas`,
        r.horasStandBy > 0
          ? `${formatNumber(r.horasStandBy, { maxDecimals: 1 })} h stand-by`
          : null,
        r.horasDetenidas > 0
          ? `${formatNumber(r.horasDetenidas, { maxDecimals: 1 })} h detenidas${r.motivoDetencion ? ` (${MOTIVO_DETENCION_LABEL[r.motivoDetencion].toLowerCase()})` : ''}`
          : null,
        r.combustibleLitros ? `${formatNumber(r.combustibleLitros, { maxDecimals: 1 })} L` : null,
      ]
        .filter(Boolean)
        .join(', '),
    })),
    ...evidencia.diasExcluidos.map((d) => ({
      tipo: 'Día no cobrable',
      fecha: fechaText(d.fecha) ?? '',
      referencia:
        [d.incidente?.folio, ...d.reports.map((r) => r.folio)].filter(Boolean).join(', ') ||
        MOTIVO_DIA_NO_COBRABLE_LABEL[d.motivo],
      detalle: `${MOTIVO_DIA_NO_COBRABLE_LABEL[d.motivo]}: ${d.detalle}`,
    })),
    ...evidencia.notas.map((nota) => ({ tipo: 'Nota', fecha: '', referencia: '', detalle: nota })),
  ]
}

/** Who answered: the site itself, or staff recording the site's answer. */
function porText(entrada: EdpDetail['historial'][number]): string {
  const nombre = entrada.usuario?.nombre ?? 'Sistema'
  const respuestaDeObra = entrada.accion === 'aprobar' || entrada.accion === 'observar'
  if (!respuestaDeObra) return nombre
  return entrada.origen === 'cliente' ? `${nombre} (obra)` : `${nombre} (registrado por comercial)`
}

function comentarioText(entrada: EdpDetail['historial'][number]): string {
  return [
    entrada.comentario ?? '',
    ...entrada.observacionesLineas.map(
      (o) => `Línea ${o.posicion + 1} (${o.descripcion}): ${o.comentario}`,
    ),
  ]
    .filter(Boolean)
    .join('\n')
}

/**
 * What an EDP's documents print, whichever EDP it is — a client's (`fuenteEdp`) or a lessor's
 * (the external EDP, decision 064): its header data and party, its lines with their evidence, what
 * the computation found per asset, its notices, its history as rows, and its totals.
 */
export type FuenteDocumentoEdp = {
  titulo: string
  folio: string
  /** The closing day (the period's last): the document's date. */
  cierre: string
  datos: Array<[string, string]>
  parte: { razonSocial: string; rut: string; obra: string }
  lineas: readonly EdpLineaGuardada[]
  items: readonly EdpItemCalculo[]
  problemas: readonly { mensaje: string }[]
  historial: Array<{
    en: string
    revision: number
    accion: string
    por: string
    comentario: string
  }>
  neto: number
  iva: number
  total: number
  valorUf: { fecha: string; valor: number } | null
  actualizadoEn: string
}

type Impreso = Pick<
  FuenteDocumentoEdp,
  'lineas' | 'items' | 'problemas' | 'neto' | 'iva' | 'total' | 'valorUf' | 'actualizadoEn'
>

/**
 * What every EDP (the client's, the lessor's) prints alike of its detail: the party (razón social
 * and RUT) at its obra, the lines, items and problems, the totals and when it last changed; and its
 * history, each entry told in the EDP's own words (`palabras`).
 */
export function impresoDe<E extends { en: string; revision: number }>(
  edp: Impreso & { obra: { codigo: string; nombre: string }; historial: readonly E[] },
  parte: { razonSocial: string; rut: string },
  palabras: (entrada: E) => { accion: string; por: string; comentario: string },
): Omit<FuenteDocumentoEdp, 'titulo' | 'folio' | 'cierre' | 'datos'> {
  const { lineas, items, problemas, neto, iva, total, valorUf, actualizadoEn } = edp
  return {
    parte: {
      razonSocial: parte.razonSocial,
      rut: formatRut(parte.rut),
      obra: `${edp.obra.codigo} ${edp.obra.nombre}`,
    },
    lineas,
    items,
    problemas,
    historial: edp.historial.map((entrada) => ({
      en: entrada.en,
      revision: entrada.revision,
      ...palabras(entrada),
    })),
    neto,
    iva,
    total,
    valorUf,
    actualizadoEn,
  }
}

/** A client's EDP as its documents print it. */
export function fuenteEdp(edp: EdpDetail): FuenteDocumentoEdp {
  return {
    titulo: 'Estado de pago',
    folio: edp.folio,
    cierre: edp.periodoHasta,
    datos: datosEdp(edp),
    ...impresoDe(edp, edp.razonSocial, (entrada) => ({
      accion: ACCION_EDP_LABEL[entrada.accion],
      por: porText(entrada),
      comentario: comentarioText(entrada),
    })),
  }
}

const col = (titulo: string, ancho: number, alineacion?: ColumnaPdf['alineacion']): ColumnaPdf =>
  alineacion ? { titulo, ancho, alineacion } : { titulo, ancho }

/** The lines ordered as the EDP keeps them. */
const lineasEnOrden = (edp: { lineas: readonly EdpLineaGuardada[] }) =>
  [...edp.lineas].sort((a, b) => a.posicion - b.posicion)

/** The EDP's PDF, every value as the screens show it. */
export function documentoEdp(edp: EdpDetail, obra?: ObraDireccionEdp): DocumentoPdf {
  return documentoDe(fuenteEdp(edp), obra)
}

/** Any EDP's PDF (a client's or a lessor's), every value as the screens show it. */
export function documentoDe(edp: FuenteDocumentoEdp, obra?: ObraDireccionEdp): DocumentoPdf {
  const lineas = lineasEnOrden(edp)
  const secciones: TablaPdf[] = [
    {
      titulo: 'Datos del estado de pago',
      columnas: [col('Dato', 2), col('Valor', 7)],
      filas: edp.datos,
    },
    {
      titulo: 'Líneas',
      columnas: [
        col('N°', 0.8, 'derecha'),
        col('Concepto y descripción', 6.2),
        col('Cantidad', 1.9, 'derecha'),
        col('Tarifa', 3, 'derecha'),
        col('Desc.', 2.3, 'derecha'),
        col('Monto', 2.4, 'derecha'),
      ],
      filas: lineas.map((linea) => [
        String(linea.posicion + 1),
        [
          // A computed line's description starts with what it bills; a manual one says it is.
          linea.tipo === 'manual'
            ? `${TIPO_LINEA_EDP_LABEL.manual}: ${linea.descripcion}`
            : linea.descripcion,
          linea.motivo ? `\nMotivo: ${linea.motivo}` : '',
        ].join(''),
        cantidadText(linea.cantidad, linea.unidad),
        tarifaText(linea),
        linea.descuentoPct > 0
          ? `${pct(linea.descuentoPct)}\n${formatClp(-(linea.descuento ?? 0))}`
          : '',
        formatClp(linea.monto),
      ]),
    },
    {
      titulo: 'Resumen de la evidencia',
      columnas: [col('Equipo', 2.6), col('En arriendo', 5), col('Días', 2.8), col('Horas', 3.2)],
      filas: edp.items.map((item) => [
        `${item.activo.codigo} ${item.activo.nombre}`,
        tramosText(item),
        diasText(item),
        horasText(item),
      ]),
    },
  ]
  const excluidos = edp.items.flatMap((item) =>
    item.diasExcluidos.map((dia) => [
      fechaText(dia.fecha) ?? '',
      item.activo.codigo,
      MOTIVO_DIA_NO_COBRABLE_LABEL[dia.motivo],
      dia.detalle,
    ]),
  )
  if (excluidos.length > 0) {
    secciones.push({
      titulo: 'Días no cobrables',
      columnas: [col('Fecha', 1.7), col('Equipo', 1.5), col('Motivo', 2.4), col('Evidencia', 8)],
      filas: excluidos,
    })
  }
  if (edp.problemas.length > 0) {
    secciones.push({
      titulo: 'Avisos',
      columnas: [col('Aviso', 1)],
      filas: edp.problemas.map((p) => [p.mensaje]),
    })
  }
  secciones.push({
    titulo: 'Revisiones y aprobaciones',
    columnas: [
      col('Fecha', 2.4),
      col('Rev.', 0.8, 'derecha'),
      col('Acción', 2.4),
      col('Por', 3),
      col('Comentario', 5.5),
    ],
    filas: edp.historial.map((entrada) => [
      fechaHoraText(entrada.en) ?? '',
      String(entrada.revision),
      entrada.accion,
      entrada.por,
      entrada.comentario,
    ]),
  })
  return {
    titulo: edp.titulo,
    folio: edp.folio,
    fecha: fechaText(edp.cierre) ?? '',
    cliente: {
      ...edp.parte,
      ...(obra && { direccion: [obra.direccion, obra.comuna].filter(Boolean).join(', ') }),
    },
    secciones,
    totales: {
      neto: formatClp(edp.neto),
      iva: formatClp(edp.iva),
      total: formatClp(edp.total),
      adicionales: edp.valorUf
        ? [
            {
              etiqueta: `Valor UF al ${fechaText(edp.valorUf.fecha)}`,
              valor: valorUfText(edp.valorUf.valor),
            },
          ]
        : [],
    },
    // Its last change, not the clock: the same version downloads as the same bytes.
    creadoEn: new Date(edp.actualizadoEn),
  }
}

/** A cell of the spreadsheet: a number stays a number, everything else is text. */
export type CeldaEdp = string | number | null

/** One sheet: its name, header row and rows. */
export type HojaEdp = { nombre: string; encabezados: string[]; filas: CeldaEdp[][] }

/** The EDP's spreadsheet: a summary, its lines, each line's evidence and its history. */
export function hojasEdp(edp: EdpDetail): HojaEdp[] {
  return hojasDe(fuenteEdp(edp))
}

/** Any EDP's spreadsheet (a client's or a lessor's). */
export function hojasDe(edp: FuenteDocumentoEdp): HojaEdp[] {
  const lineas = lineasEnOrden(edp)
  const resumen: CeldaEdp[][] = [
    ...edp.datos,
    ['Neto', edp.neto],
    [`IVA (${IVA_PORCENTAJE} %)`, edp.iva],
    ['Total', edp.total],
  ]
  return [
    { nombre: 'Resumen', encabezados: ['Dato', 'Valor'], filas: resumen },
    {
      nombre: 'Líneas',
      encabezados: [
        'N°',
        'Concepto',
        'Equipo',
        'Descripción',
        'Cantidad',
        'Unidad',
        'Tarifa',
        'Moneda',
        'Tarifa por',
        'Tarifa en pesos',
        'Bruto',
        'Descuento %',
        'Descuento',
        'Monto',
        'Motivo',
      ],
      filas: lineas.map((l) => [
        l.posicion + 1,
        TIPO_LINEA_EDP_LABEL[l.tipo],
        l.activo ? `${l.activo.codigo} ${l.activo.nombre}` : '',
        l.descripcion,
        l.cantidad,
        UNIDAD_LINEA_EDP_LABEL[l.unidad],
        l.tarifa,
        l.moneda,
        UNIDAD_LINEA_EDP_LABEL[l.unidadTarifa],
        l.tarifaClp,
        l.bruto,
        l.descuentoPct,
        l.descuento,
        l.monto,
        l.motivo ?? '',
      ]),
    },
    {
      nombre: 'Evidencia',
      encabezados: ['N° línea', 'Concepto', 'Evidencia', 'Fecha', 'Referencia', 'Detalle'],
      filas: lineas.flatMap((l) =>
        evidenciaFilas(l.evidencia).map((e) => [
          l.posicion + 1,
          TIPO_LINEA_EDP_LABEL[l.tipo],
          e.tipo,
          e.fecha,
          e.referencia,
          e.detalle,
        ]),
      ),
    },
    {
      nombre: 'Historial',
      encabezados: ['Fecha', 'Revisión', 'Acción', 'Por', 'Comentario'],
      filas: edp.historial.map((entrada) => [
        fechaHoraText(entrada.en) ?? '',
        entrada.revision,
        entrada.accion,
        entrada.por,
        entrada.comentario,
      ]),
    },
  ]
}
