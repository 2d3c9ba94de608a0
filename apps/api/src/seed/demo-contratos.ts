// The demo commercial documents: 150 cotizaciones in every estado (a quarter in UF), the 80
// contratos most of them became (about 60 vigentes, 20 terminados) with one item per delivered
// asset, and 120 solicitudes of every tipo, origen and estado, several raised by the demo site
// client (cliente@) at its obra OB-0001. Generated with a seeded random and dated back from the day
// the seed first runs, so a fresh database always shows the last twelve months.
//
// The data keeps the rules the API enforces (docs/domain.md, "Cotizaciones, contratos y
// solicitudes"): a quotation's stored neto/IVA/total come from the amounts module; a contract
// item's tarifa is its quotation item's less the descuento and its fletes are split over the
// assets; no asset is committed by two contracts on one day, and every tipo keeps free assets from
// today on, so a new quotation can still be passed to a contract; an asset is in at most one open
// cambio, retiro or cierre, and a contract has at most one open cierre.
//
// Inserted like the other demo data, past the records mechanism (no author, no audit entry): only
// documents whose número was never used, deleted ones included, then each folio sequence is moved
// past the highest número so the app's next folio continues after the seeded ones.
import { randomUUID } from 'node:crypto'
import {
  diasEntre,
  type EstadoContrato,
  type EstadoCotizacion,
  type EstadoSolicitud,
  fechaEnSantiago,
  type Moneda,
  montosCotizacion,
  type OrigenSolicitud,
  type PeriodoMinimo,
  roundMonto,
  sumarDias,
  type TipoSolicitud,
  type UnidadCobro,
} from '@cordillera/contracts'
import { and, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Tx } from '../db/database.ts'
import {
  activos,
  contratoItems,
  contratos,
  cotizaciones,
  cotizacionItems,
  obras,
  solicitudes,
  solicitudItems,
  tiposActivo,
  usuarios,
} from '../db/schema/index.ts'
import { DEMO_OBRAS } from './demo-business.ts'
import { generateDemoComercial } from './demo-generated.ts'
import { generateDemoActivos } from './demo-operaciones.ts'
import { valorUfDemo } from './demo-valores-uf.ts'
import { TIPOS_ACTIVO_DEMO } from './demo-vocabulary.ts'
import { type Random, seededRandom } from './seeded-random.ts'

export const DEMO_COTIZACIONES = 150
export const DEMO_CONTRATOS = 80
export const DEMO_SOLICITUDES = 120
/** The site client's obra (cliente@cordillera.cl). */
export const DEMO_OBRA_CLIENTE = 'OB-0001'
export const DEMO_CLIENTE_EMAIL = 'cliente@cordillera.cl'
const DEMO_COMERCIAL_EMAIL = 'comercial@cordillera.cl'
/** Assets of each tipo left free from today on (at least), for new contracts. */
export const DEMO_ACTIVOS_LIBRES_MINIMO = 3

type Tipo = (typeof TIPOS_ACTIVO_DEMO)[number]

export type DemoCotizacionItem = {
  tipo: string
  descripcion: string | null
  cantidad: number
  unidadCobro: UnidadCobro
  tarifa: number
  periodoEstimado: number
  fleteIda: number
  fleteVuelta: number
  conOperador: boolean
  descuentoPct: number
}

export type DemoCotizacion = {
  numero: number
  obraCodigo: string
  fecha: string
  validezDias: number
  moneda: Moneda
  condiciones: string | null
  estado: EstadoCotizacion
  estadoDesde: string
  motivoRechazo: string | null
  items: DemoCotizacionItem[]
}

export type DemoContratoItem = {
  activoCodigo: string
  /** Its quotation item's posición; null for an asset added later. */
  cotizacionItemPosicion: number | null
  tarifa: number
  unidadCobro: UnidadCobro
  minimoHoras: number | null
  minimoPor: PeriodoMinimo | null
  tarifaStandBy: number | null
  fleteIda: number
  fleteVuelta: number
  conOperador: boolean
  fechaEntrega: string
  fechaRetiro: string | null
}

export type DemoContrato = {
  numero: number
  cotizacionNumero: number | null
  obraCodigo: string
  moneda: Moneda
  ordenCompra: string | null
  fechaInicio: string
  fechaTermino: string | null
  estado: EstadoContrato
  condiciones: string | null
  items: DemoContratoItem[]
}

export type DemoSolicitudItem = {
  tipo: string | null
  cantidad: number | null
  /** The contract item by its contract and asset. */
  contratoItem: { contratoNumero: number; activoCodigo: string } | null
  unidadCobro: UnidadCobro | null
  tarifa: number | null
  conOperador: boolean
  descripcion: string | null
}

export type DemoSolicitud = {
  numero: number
  tipo: TipoSolicitud
  origen: OrigenSolicitud
  obraCodigo: string
  contratoNumero: number | null
  estado: EstadoSolicitud
  creada: string
  estadoDesde: string
  fechaRequerida: string
  comentarios: string | null
  motivoRechazo: string | null
  solicitante: 'cliente' | 'comercial' | null
  items: DemoSolicitudItem[]
}

export type DemoContratos = {
  cotizaciones: DemoCotizacion[]
  contratos: DemoContrato[]
  solicitudes: DemoSolicitud[]
}

const CONDICIONES = [
  'Precios netos, más IVA. Pago a 30 días desde la fecha de factura.',
  'Incluye mantención preventiva en obra. Combustible por cuenta del cliente.',
  'Tarifa sujeta a un mínimo de 8 horas diarias. Pago a 45 días.',
  'El cliente provee acceso y lugar seguro de acopio para los equipos.',
  'Operador con licencia clase D incluido en la tarifa. Horas extra según tarifa vigente.',
  null,
] as const

const MOTIVOS_RECHAZO_COTIZACION = [
  'El cliente eligió otra oferta de menor precio.',
  'El proyecto se postergó para el próximo año.',
  'El cliente necesitaba los equipos antes de la fecha ofrecida.',
  'Presupuesto de la obra recortado.',
] as const

const MOTIVOS_RECHAZO_SOLICITUD = [
  'No hay equipos de ese tipo disponibles para la fecha pedida.',
  'La obra tiene facturas vencidas: regularizar antes de nuevos movimientos.',
  'Solicitud duplicada.',
  'El contrato no contempla ese equipo; pedir una cotización nueva.',
] as const

const COMENTARIOS_SOLICITUD: Record<TipoSolicitud, readonly string[]> = {
  arriendo: [
    'Para la etapa de excavación del subterráneo.',
    'Se necesita en faena a primera hora.',
    'Coordinar el ingreso con el jefe de obra.',
  ],
  adicion: ['Ampliación de la faena por nueva etapa.', 'Refuerzo para cumplir el plazo de hitos.'],
  cambio: [
    'El equipo presenta fallas hidráulicas reiteradas.',
    'Se requiere un equipo de mayor capacidad.',
    'Cambio por mantención programada.',
  ],
  'retiro-parcial': [
    'Terminó la etapa de movimiento de tierra.',
    'El equipo ya no se usa en la obra.',
  ],
  cierre: ['Término de la obra.', 'Fin de la faena según carta Gantt.'],
}

const DESCRIPCIONES_ITEM = [
  'Con balde de 1 m³',
  'Con martillo hidráulico',
  'Para trabajo en altura',
  'Turno de día',
  null,
  null,
  null,
] as const

const addDays = sumarDias
const min = (a: string, b: string) => (a < b ? a : b)
const max = (a: string, b: string) => (a > b ? a : b)

/** The demo's active obras the documents are spread over, OB-0001 first. */
function obrasDemo(): string[] {
  const generadas = generateDemoComercial()
    .obras.filter((obra) => obra.activa)
    .map((obra) => obra.codigo)
  return [...DEMO_OBRAS.map((obra) => obra.codigo), ...generadas.slice(0, 45)]
}

function tarifaEn(tipo: Tipo, moneda: Moneda, fecha: string, random: Random): number {
  const clp = tipo.tarifaReferencia * (0.85 + random.next() * 0.3)
  if (moneda === 'CLP') return Math.round(clp / 500) * 500
  const uf = clp / valorUfDemo(fecha)
  // UF tarifas carry 2 decimals, some the full 4.
  return random.chance(0.5) ? roundMonto(uf, 'UF') : Math.round(uf * 100) / 100
}

function fleteEn(moneda: Moneda, fecha: string, random: Random): number {
  const clp = random.int(6, 40) * 10_000
  return moneda === 'CLP' ? clp : Math.round((clp / valorUfDemo(fecha)) * 100) / 100
}

function itemCotizacion(
  tipo: Tipo,
  moneda: Moneda,
  fecha: string,
  cantidad: number,
  random: Random,
): DemoCotizacionItem {
  const unidadCobro = tipo.unidadCobroDefault
  const periodoEstimado =
    unidadCobro === 'hora'
      ? random.int(1600, 2000) / 10
      : unidadCobro === 'dia'
        ? random.int(10, 60)
        : random.int(1, 6)
  const sinFlete = random.chance(0.15)
  return {
    tipo: tipo.nombre,
    descripcion: random.pick(DESCRIPCIONES_ITEM),
    cantidad,
    unidadCobro,
    tarifa: tarifaEn(tipo, moneda, fecha, random),
    periodoEstimado,
    fleteIda: sinFlete ? 0 : fleteEn(moneda, fecha, random),
    fleteVuelta: sinFlete ? 0 : fleteEn(moneda, fecha, random),
    conOperador: tipo.requiereOperador,
    descuentoPct: random.chance(0.7) ? 0 : random.pick([5, 7.5, 10, 12.25, 15]),
  }
}

/** `amount` split into `parts` amounts of the moneda; the remainder goes to the first. */
function repartir(amount: number, parts: number, moneda: Moneda): number[] {
  const unit = moneda === 'CLP' ? 1 : 10_000
  const units = Math.round(amount * unit)
  const share = Math.floor(units / parts)
  return Array.from({ length: parts }, (_, i) =>
    i === 0 ? (units - share * (parts - 1)) / unit : share / unit,
  )
}

/**
 * Who holds each demo asset: `libreDesde` is the first day it is free again (null: on rent with
 * no end). Contracts are allocated in date order, so each asset's periods follow one another.
 */
class Flota {
  private readonly libreDesde = new Map<string, string | null>()
  private readonly porTipo = new Map<string, string[]>()

  private readonly random: Random

  constructor(random: Random) {
    this.random = random
    for (const activo of generateDemoActivos()) {
      this.libreDesde.set(activo.codigo, '0000-01-01')
      const lista = this.porTipo.get(activo.tipo) ?? []
      lista.push(activo.codigo)
      this.porTipo.set(activo.tipo, lista)
    }
  }

  private enArriendoSinFin(tipo: string): number {
    return (this.porTipo.get(tipo) ?? []).filter((codigo) => this.libreDesde.get(codigo) === null)
      .length
  }

  /** Up to `cantidad` assets of the tipo free on `desde`, keeping the free minimum if `sinFin`. */
  libres(tipo: string, desde: string, cantidad: number, sinFin: boolean): string[] {
    const todos = this.porTipo.get(tipo) ?? []
    const cupo = sinFin
      ? todos.length -
        Math.max(DEMO_ACTIVOS_LIBRES_MINIMO, Math.ceil(todos.length * 0.2)) -
        this.enArriendoSinFin(tipo)
      : cantidad
    const libres = todos.filter((codigo) => {
      const desdeLibre = this.libreDesde.get(codigo)
      return desdeLibre != null && desdeLibre <= desde
    })
    const elegidos: string[] = []
    while (elegidos.length < Math.min(cantidad, cupo) && libres.length > 0) {
      elegidos.push(...libres.splice(this.random.int(0, libres.length - 1), 1))
    }
    return elegidos
  }

  ocupar(codigo: string, hasta: string | null) {
    this.libreDesde.set(codigo, hasta === null ? null : addDays(hasta, 1))
  }
}

let cache: { hoy: string; data: DemoContratos } | undefined

/** The demo documents dated back from `hoy`; always the same for the same day. */
export function generateDemoContratos(hoy: string): DemoContratos {
  if (cache?.hoy === hoy) return cache.data
  const random = seededRandom(20_261_111)
  const obrasList = obrasDemo()
  const otrasObras = obrasList.slice(1)
  const tipoPorNombre = new Map(TIPOS_ACTIVO_DEMO.map((tipo) => [tipo.nombre, tipo]))
  const tipoDe = (nombre: string) => {
    const tipo = tipoPorNombre.get(nombre)
    if (!tipo) throw new Error(`demo tipo ${nombre} missing`)
    return tipo
  }

  // ---- quotations, oldest first ---------------------------------------------------------------
  const diasAtras = Array.from({ length: DEMO_COTIZACIONES }, () => random.int(1, 360)).sort(
    (a, b) => b - a,
  )
  const cotizacionesList: DemoCotizacion[] = diasAtras.map((atras, i) => {
    const fecha = addDays(hoy, -atras)
    const moneda: Moneda = random.chance(0.25) ? 'UF' : 'CLP'
    const estado: EstadoCotizacion =
      atras < 45
        ? random.pick(['borrador', 'borrador', 'enviada', 'enviada', 'aceptada', 'rechazada'])
        : random.pick([
            'contratada',
            'contratada',
            'contratada',
            'contratada',
            'contratada',
            'rechazada',
            'rechazada',
            'aceptada',
            'enviada',
            'borrador',
          ])
    // What became a contract is smaller: the fleet has to hold every contract at once.
    const contratada = estado === 'contratada'
    const items = Array.from({ length: random.int(1, contratada ? 3 : 6) }, () => {
      const tipo = random.pick(TIPOS_ACTIVO_DEMO)
      return itemCotizacion(tipo, moneda, fecha, random.int(1, contratada ? 2 : 3), random)
    })
    const estadoDesde = estado === 'borrador' ? fecha : min(addDays(fecha, random.int(1, 10)), hoy)
    return {
      numero: i + 1,
      obraCodigo: random.chance(0.03) ? DEMO_OBRA_CLIENTE : random.pick(otrasObras),
      fecha,
      validezDias: random.pick([15, 30, 30, 45, 60]),
      moneda,
      condiciones: random.pick(CONDICIONES),
      estado,
      estadoDesde,
      motivoRechazo: estado === 'rechazada' ? random.pick(MOTIVOS_RECHAZO_COTIZACION) : null,
      items,
    }
  })

  // ---- contracts: one per contratada quotation, and some signed without one ------------------
  type Borrador = Omit<DemoContrato, 'numero' | 'items' | 'estado' | 'fechaTermino'> & {
    cotizacion: DemoCotizacion | null
    forzarVigente: boolean
  }
  const borradores: Borrador[] = cotizacionesList
    .filter((cot) => cot.estado === 'contratada')
    .map((cot) => ({
      cotizacionNumero: cot.numero,
      cotizacion: cot,
      obraCodigo: cot.obraCodigo,
      moneda: cot.moneda,
      ordenCompra: random.chance(0.7) ? `OC-${random.int(10_000, 99_999)}` : null,
      fechaInicio: min(addDays(cot.fecha, random.int(3, 25)), addDays(hoy, -1)),
      condiciones: cot.condiciones,
      forzarVigente: false,
    }))
  const sinCotizacion = Math.max(10, DEMO_CONTRATOS - borradores.length)
  for (let i = 0; i < sinCotizacion; i++) {
    // The first two are the site client's: it sees its assets on rent.
    const cliente = i < 2
    borradores.push({
      cotizacionNumero: null,
      cotizacion: null,
      obraCodigo: cliente ? DEMO_OBRA_CLIENTE : random.pick(otrasObras),
      moneda: random.chance(0.25) ? 'UF' : 'CLP',
      ordenCompra: random.chance(0.5) ? `OC-${random.int(10_000, 99_999)}` : null,
      fechaInicio: addDays(hoy, -(cliente ? random.int(20, 90) : random.int(10, 360))),
      condiciones: random.pick(CONDICIONES),
      forzarVigente: cliente,
    })
  }
  borradores.sort((a, b) => a.fechaInicio.localeCompare(b.fechaInicio))

  const flota = new Flota(random)
  const terminadosMax = 20
  let terminados = 0
  const contratosList: DemoContrato[] = borradores.map((borrador, index) => {
    const { cotizacion, forzarVigente, ...cabecera } = borrador
    const antiguo = cabecera.fechaInicio < addDays(hoy, -120)
    const terminado = !forzarVigente && antiguo && terminados < terminadosMax && random.chance(0.45)
    if (terminado) terminados++
    const fechaTermino = terminado
      ? min(addDays(cabecera.fechaInicio, random.int(30, 100)), addDays(hoy, -5))
      : random.chance(0.3)
        ? addDays(hoy, random.int(30, 200))
        : null
    const moneda = cabecera.moneda
    // A contract without quotation is priced like one: its own items, without descuento.
    const itemsCotizados = cotizacion
      ? [...cotizacion.items]
      : Array.from({ length: forzarVigente ? 2 : random.int(1, 3) }, () =>
          itemCotizacion(
            random.pick(TIPOS_ACTIVO_DEMO),
            moneda,
            cabecera.fechaInicio,
            forzarVigente ? 2 : random.int(1, 2),
            random,
          ),
        ).map((item) => ({ ...item, descuentoPct: 0 }))

    const items: DemoContratoItem[] = []
    const sinActivos = new Set<number>()
    itemsCotizados.forEach((cotizado, posicion) => {
      const entrega = min(addDays(cabecera.fechaInicio, random.int(0, 3)), addDays(hoy, -1))
      let item = cotizado
      let codigos = flota.libres(item.tipo, entrega, item.cantidad, !terminado)
      if (codigos.length < item.cantidad) {
        // No assets of that tipo then: the quotation offered a tipo that had them.
        for (const tipo of TIPOS_ACTIVO_DEMO) {
          codigos = flota.libres(tipo.nombre, entrega, item.cantidad, !terminado)
          if (codigos.length === item.cantidad) {
            item = itemCotizacion(tipo, moneda, cotizacion?.fecha ?? entrega, item.cantidad, random)
            break
          }
        }
        if (codigos.length === 0) {
          // The fleet is full: the item is left out of the quotation and of its contract.
          sinActivos.add(posicion)
          return
        }
        item = { ...item, cantidad: codigos.length }
        itemsCotizados[posicion] = item
      }
      const tarifa = roundMonto(item.tarifa * (1 - item.descuentoPct / 100), moneda)
      const fletesIda = repartir(item.fleteIda, codigos.length, moneda)
      const fletesVuelta = repartir(item.fleteVuelta, codigos.length, moneda)
      codigos.forEach((activoCodigo, i) => {
        const retiro = terminado
          ? (fechaTermino as string)
          : !forzarVigente && random.chance(0.12) && entrega < addDays(hoy, -10)
            ? addDays(entrega, random.int(7, Math.max(7, diasEntre(entrega, hoy) - 2)))
            : null
        const fechaRetiro = retiro === null ? null : min(max(retiro, entrega), addDays(hoy, -1))
        flota.ocupar(activoCodigo, fechaRetiro)
        const minimo = item.unidadCobro === 'hora' && random.chance(0.6)
        const minimoPor: PeriodoMinimo = random.chance(0.7) ? 'dia' : 'mes'
        items.push({
          activoCodigo,
          cotizacionItemPosicion: cotizacion ? posicion : null,
          tarifa,
          unidadCobro: item.unidadCobro,
          minimoHoras: minimo ? (minimoPor === 'dia' ? 8 : 180) : null,
          minimoPor: minimo ? minimoPor : null,
          tarifaStandBy:
            item.unidadCobro === 'hora' && random.chance(0.3)
              ? roundMonto(tarifa * 0.5, moneda)
              : null,
          fleteIda: fletesIda[i] ?? 0,
          fleteVuelta: fletesVuelta[i] ?? 0,
          conOperador: item.conOperador,
          fechaEntrega: entrega,
          fechaRetiro,
        })
      })
    })
    if (sinActivos.size > 0 && cotizacion) {
      // Positions shift once the items without assets are gone.
      const posiciones = new Map<number, number>()
      cotizacion.items = itemsCotizados.filter((_, posicion) => {
        if (sinActivos.has(posicion)) return false
        posiciones.set(posicion, posiciones.size)
        return true
      })
      for (const item of items) {
        if (item.cotizacionItemPosicion !== null) {
          item.cotizacionItemPosicion = posiciones.get(item.cotizacionItemPosicion) ?? null
        }
      }
    } else if (cotizacion) {
      cotizacion.items = itemsCotizados
    }
    return {
      ...cabecera,
      numero: index + 1,
      estado: terminado ? 'terminado' : 'vigente',
      fechaTermino,
      items,
    }
  })

  const solicitudesList = generateSolicitudes(hoy, random, contratosList, obrasList, tipoDe)
  const data = {
    cotizaciones: cotizacionesList,
    contratos: contratosList,
    solicitudes: solicitudesList,
  }
  cache = { hoy, data }
  return data
}

function generateSolicitudes(
  hoy: string,
  random: Random,
  contratosList: DemoContrato[],
  obrasList: string[],
  tipoDe: (nombre: string) => Tipo,
): DemoSolicitud[] {
  const vigentes = contratosList.filter((contrato) => contrato.estado === 'vigente')
  const terminadosList = contratosList.filter((contrato) => contrato.estado === 'terminado')
  const itemKey = (contrato: DemoContrato, item: DemoContratoItem) =>
    `${contrato.numero}/${item.activoCodigo}`
  /** Items in an open cambio, retiro or cierre: no second open one may name them. */
  const ocupados = new Set<string>()
  /** Contracts with an open cierre: they take no other request. */
  const cerrandose = new Set<number>()
  const enArriendo = (contrato: DemoContrato) =>
    contrato.items.filter((item) => item.fechaRetiro === null)
  const libresDe = (contrato: DemoContrato) =>
    enArriendo(contrato).filter((item) => !ocupados.has(itemKey(contrato, item)))
  const abierta = (estado: EstadoSolicitud) =>
    estado === 'pendiente' || estado === 'aprobada' || estado === 'en-logistica'

  const list: Omit<DemoSolicitud, 'numero'>[] = []
  const fechas = (estado: EstadoSolicitud) => {
    const atras = abierta(estado) ? random.int(0, 30) : random.int(10, 200)
    const creada = addDays(hoy, -atras)
    const estadoDesde =
      estado === 'pendiente' ? creada : min(addDays(creada, random.int(0, 5)), hoy)
    return { creada, estadoDesde, fechaRequerida: addDays(creada, random.int(2, 10)) }
  }
  const cabecera = (
    tipo: TipoSolicitud,
    estado: EstadoSolicitud,
    origen: OrigenSolicitud,
    obraCodigo: string,
    contrato: DemoContrato | null,
  ) => ({
    tipo,
    origen,
    obraCodigo,
    contratoNumero: contrato?.numero ?? null,
    estado,
    ...fechas(estado),
    comentarios: random.chance(0.7) ? random.pick(COMENTARIOS_SOLICITUD[tipo]) : null,
    motivoRechazo: estado === 'rechazada' ? random.pick(MOTIVOS_RECHAZO_SOLICITUD) : null,
    solicitante:
      origen === 'comercial'
        ? ('comercial' as const)
        : obraCodigo === DEMO_OBRA_CLIENTE
          ? ('cliente' as const)
          : null,
  })
  const itemTipo = (tipo: Tipo, cantidad: number): DemoSolicitudItem => ({
    tipo: tipo.nombre,
    cantidad,
    contratoItem: null,
    unidadCobro: null,
    tarifa: null,
    conOperador: tipo.requiereOperador,
    descripcion: random.pick(DESCRIPCIONES_ITEM),
  })
  const itemContrato = (
    contrato: DemoContrato,
    item: DemoContratoItem,
    reemplazo: Tipo | null,
  ): DemoSolicitudItem => ({
    tipo: reemplazo?.nombre ?? null,
    cantidad: null,
    contratoItem: { contratoNumero: contrato.numero, activoCodigo: item.activoCodigo },
    unidadCobro: null,
    tarifa: null,
    conOperador: item.conOperador,
    descripcion: null,
  })
  const tipoDeActivo = new Map(generateDemoActivos().map((activo) => [activo.codigo, activo.tipo]))
  /** A cambio, retiro or cierre of `items` of the contract, marking them when it is open. */
  const sobreItems = (
    tipo: 'cambio' | 'retiro-parcial' | 'cierre',
    estado: EstadoSolicitud,
    origen: OrigenSolicitud,
    contrato: DemoContrato,
    items: DemoContratoItem[],
  ) => {
    if (abierta(estado)) for (const item of items) ocupados.add(itemKey(contrato, item))
    if (tipo === 'cierre' && abierta(estado)) cerrandose.add(contrato.numero)
    const head = cabecera(tipo, estado, origen, contrato.obraCodigo, contrato)
    // A completed withdrawal happened on the day its assets left.
    const retiro = items[0]?.fechaRetiro
    if (estado === 'completada' && retiro) {
      head.fechaRequerida = retiro
      head.creada = min(head.creada, addDays(retiro, -2))
      head.estadoDesde = retiro
    }
    list.push({
      ...head,
      items: items.map((item) =>
        itemContrato(
          contrato,
          item,
          tipo === 'cambio' && random.chance(0.5)
            ? tipoDe(tipoDeActivo.get(item.activoCodigo) ?? '')
            : null,
        ),
      ),
    })
  }

  // ---- the site client's own, at OB-0001 ------------------------------------------------------
  const delCliente = vigentes.filter(
    (contrato) => contrato.obraCodigo === DEMO_OBRA_CLIENTE && enArriendo(contrato).length > 1,
  )
  const clienteTipos = TIPOS_ACTIVO_DEMO.slice(0, 4)
  for (const estado of ['pendiente', 'aprobada', 'rechazada', 'completada'] as const) {
    list.push({
      ...cabecera('arriendo', estado, 'cliente', DEMO_OBRA_CLIENTE, null),
      items: [itemTipo(random.pick(clienteTipos), random.int(1, 2))],
    })
  }
  const [primero, segundo] = delCliente
  const primerLibre = primero && libresDe(primero)[0]
  if (primero && primerLibre) {
    sobreItems('retiro-parcial', 'pendiente', 'cliente', primero, [primerLibre])
  }
  const segundoLibre = segundo && libresDe(segundo)[0]
  if (segundo && segundoLibre) {
    sobreItems('cambio', 'en-logistica', 'cliente', segundo, [segundoLibre])
  }

  // ---- cierres: each terminado contract's completed one, a few open ones -----------------------
  for (const contrato of terminadosList) {
    list.push({
      ...cabecera('cierre', 'completada', 'comercial', contrato.obraCodigo, contrato),
      fechaRequerida: contrato.fechaTermino as string,
      creada: addDays(contrato.fechaTermino as string, -random.int(3, 10)),
      estadoDesde: contrato.fechaTermino as string,
      items: contrato.items.map((item) => itemContrato(contrato, item, null)),
    })
  }
  const otrosVigentes = vigentes.filter((contrato) => contrato.obraCodigo !== DEMO_OBRA_CLIENTE)
  const estadosCierre: EstadoSolicitud[] = ['pendiente', 'aprobada', 'rechazada', 'rechazada']
  for (const [i, estado] of estadosCierre.entries()) {
    const contrato = otrosVigentes[otrosVigentes.length - 1 - i * 3]
    if (!contrato || libresDe(contrato).length !== enArriendo(contrato).length) continue
    if (enArriendo(contrato).length === 0) continue
    sobreItems('cierre', estado, 'comercial', contrato, enArriendo(contrato))
  }

  // ---- the rest, until DEMO_SOLICITUDES -------------------------------------------------------
  const estados: EstadoSolicitud[] = [
    'pendiente',
    'pendiente',
    'pendiente',
    'aprobada',
    'aprobada',
    'rechazada',
    'en-logistica',
    'completada',
    'completada',
  ]
  const retirados = vigentes.flatMap((contrato) =>
    contrato.items.filter((item) => item.fechaRetiro !== null).map((item) => ({ contrato, item })),
  )
  const tipos: TipoSolicitud[] = ['arriendo', 'adicion', 'cambio', 'retiro-parcial']
  let vuelta = 0
  while (list.length < DEMO_SOLICITUDES && vuelta < DEMO_SOLICITUDES * 10) {
    const tipo = tipos[vuelta % tipos.length] as TipoSolicitud
    vuelta++
    const estado = random.pick(estados)
    if (tipo === 'arriendo') {
      list.push({
        ...cabecera('arriendo', estado, 'cliente', random.pick(obrasList.slice(1)), null),
        items: Array.from({ length: random.int(1, 2) }, () =>
          itemTipo(random.pick(TIPOS_ACTIVO_DEMO), random.int(1, 3)),
        ),
      })
      continue
    }
    const contrato = random.pick(otrosVigentes)
    if (cerrandose.has(contrato.numero)) continue
    if (tipo === 'adicion') {
      list.push({
        ...cabecera('adicion', estado, 'comercial', contrato.obraCodigo, contrato),
        items: Array.from({ length: random.int(1, 2) }, () => {
          const tipoActivo = random.pick(TIPOS_ACTIVO_DEMO)
          return {
            ...itemTipo(tipoActivo, random.int(1, 2)),
            unidadCobro: tipoActivo.unidadCobroDefault,
            tarifa: tarifaEn(tipoActivo, contrato.moneda, hoy, random),
          }
        }),
      })
      continue
    }
    const origen: OrigenSolicitud = random.chance(0.4) ? 'cliente' : 'comercial'
    if (estado === 'completada') {
      const retirado = retirados.shift()
      if (!retirado) continue
      sobreItems(tipo, estado, origen, retirado.contrato, [retirado.item])
      continue
    }
    const libres = estado === 'rechazada' ? enArriendo(contrato) : libresDe(contrato)
    if (libres.length === 0) continue
    const cuantos = Math.min(libres.length, random.int(1, 2))
    sobreItems(tipo, estado, origen, contrato, libres.slice(0, cuantos))
  }

  return list
    .sort((a, b) => a.creada.localeCompare(b.creada))
    .map((solicitud, i) => ({ ...solicitud, numero: i + 1 }))
}

/** A day at noon in Santiago, as the document's created and state-change instant. */
const instante = (fecha: string) => new Date(`${fecha}T12:00:00-04:00`)

/** Adds the demo documents never seeded (by número, deleted ones included); answers the counts. */
export async function seedDemoContratos(tx: Tx, now = new Date()): Promise<Record<string, number>> {
  const demo = generateDemoContratos(fechaEnSantiago(now))
  const inserted: Record<string, number> = {
    cotizaciones: 0,
    cotizacion_items: 0,
    contratos: 0,
    contrato_items: 0,
    solicitudes: 0,
    solicitud_items: 0,
  }

  const obraRows = await tx
    .select({ id: obras.id, codigo: obras.codigo, razonSocialId: obras.razonSocialId })
    .from(obras)
    .where(isNull(obras.eliminadoEn))
  const obraPorCodigo = new Map(obraRows.map((row) => [row.codigo, row]))
  const tipoRows = await tx
    .select({ id: tiposActivo.id, nombre: tiposActivo.nombre })
    .from(tiposActivo)
    .where(isNull(tiposActivo.eliminadoEn))
  const tipoId = new Map(tipoRows.map((row) => [row.nombre, row.id]))
  const activoRows = await tx
    .select({ id: activos.id, codigo: activos.codigo })
    .from(activos)
    .where(and(isNull(activos.eliminadoEn), ne(activos.estado, 'de-baja')))
  const activoId = new Map(activoRows.map((row) => [row.codigo, row.id]))
  const userRows = await tx
    .select({ id: usuarios.id, email: usuarios.email })
    .from(usuarios)
    .where(inArray(usuarios.email, [DEMO_CLIENTE_EMAIL, DEMO_COMERCIAL_EMAIL]))
  const userId = new Map(userRows.map((row) => [row.email, row.id]))

  // ---- cotizaciones ---------------------------------------------------------------------------
  const cotNumeros = new Set(
    (await tx.select({ numero: cotizaciones.numero }).from(cotizaciones)).map((row) => row.numero),
  )
  const nuevasCot = demo.cotizaciones.flatMap((cot) => {
    const obra = obraPorCodigo.get(cot.obraCodigo)
    // A quotation whose obra or one of whose tipos was deleted is left out.
    if (cotNumeros.has(cot.numero) || !obra || cot.items.some((item) => !tipoId.has(item.tipo))) {
      return []
    }
    const { neto, iva, total } = montosCotizacion(cot.items, cot.moneda)
    return [{ cot, obra, id: randomUUID(), neto, iva, total }]
  })
  const cotizacionIds = new Map<number, string>()
  const cotizacionItemIds = new Map<string, string>()
  if (nuevasCot.length > 0) {
    await tx.insert(cotizaciones).values(
      nuevasCot.map(({ cot, obra, id, neto, iva, total }) => ({
        id,
        numero: cot.numero,
        razonSocialId: obra.razonSocialId,
        obraId: obra.id,
        fecha: cot.fecha,
        validezDias: cot.validezDias,
        moneda: cot.moneda,
        condiciones: cot.condiciones,
        estado: cot.estado,
        estadoDesde: instante(cot.estadoDesde),
        motivoRechazo: cot.motivoRechazo,
        neto,
        iva,
        total,
        createdAt: instante(cot.fecha),
        updatedAt: instante(cot.estadoDesde),
      })),
    )
    const items = nuevasCot.flatMap(({ cot, id }) =>
      cot.items.map((item, posicion) => {
        const itemId = randomUUID()
        cotizacionItemIds.set(`${cot.numero}/${posicion}`, itemId)
        const { tipo, ...rest } = item
        return {
          ...rest,
          id: itemId,
          cotizacionId: id,
          posicion,
          tipoActivoId: tipoId.get(tipo) as string,
        }
      }),
    )
    await tx.insert(cotizacionItems).values(items)
    for (const { cot, id } of nuevasCot) cotizacionIds.set(cot.numero, id)
    inserted.cotizaciones = nuevasCot.length
    inserted.cotizacion_items = items.length
  }

  // ---- contratos ------------------------------------------------------------------------------
  const conNumeros = new Set(
    (await tx.select({ numero: contratos.numero }).from(contratos)).map((row) => row.numero),
  )
  const nuevosCon = demo.contratos.flatMap((con) => {
    const obra = obraPorCodigo.get(con.obraCodigo)
    if (conNumeros.has(con.numero) || !obra) return []
    // Only a quotation seeded now is linked: its items are the ones known here.
    const cotizacionId = con.cotizacionNumero ? cotizacionIds.get(con.cotizacionNumero) : undefined
    if (con.cotizacionNumero && !cotizacionId) return []
    if (con.items.some((item) => !activoId.has(item.activoCodigo))) return []
    return [{ con, obra, cotizacionId: cotizacionId ?? null, id: randomUUID() }]
  })
  const contratoIds = new Map<number, string>()
  const contratoItemIds = new Map<string, string>()
  if (nuevosCon.length > 0) {
    await tx.insert(contratos).values(
      nuevosCon.map(({ con, obra, cotizacionId, id }) => ({
        id,
        numero: con.numero,
        cotizacionId,
        razonSocialId: obra.razonSocialId,
        obraId: obra.id,
        moneda: con.moneda,
        ordenCompra: con.ordenCompra,
        fechaInicio: con.fechaInicio,
        fechaTermino: con.fechaTermino,
        estado: con.estado,
        condiciones: con.condiciones,
        createdAt: instante(con.fechaInicio),
        updatedAt: instante(
          con.fechaTermino && con.estado === 'terminado' ? con.fechaTermino : con.fechaInicio,
        ),
      })),
    )
    const items = nuevosCon.flatMap(({ con, id }) =>
      con.items.map(({ activoCodigo, cotizacionItemPosicion, ...item }) => {
        const itemId = randomUUID()
        contratoItemIds.set(`${con.numero}/${activoCodigo}`, itemId)
        return {
          ...item,
          id: itemId,
          contratoId: id,
          activoId: activoId.get(activoCodigo) as string,
          cotizacionItemId:
            cotizacionItemPosicion === null || con.cotizacionNumero === null
              ? null
              : (cotizacionItemIds.get(`${con.cotizacionNumero}/${cotizacionItemPosicion}`) ??
                null),
          createdAt: instante(item.fechaEntrega),
          updatedAt: instante(item.fechaRetiro ?? item.fechaEntrega),
        }
      }),
    )
    await tx.insert(contratoItems).values(items)
    for (const { con, id } of nuevosCon) contratoIds.set(con.numero, id)
    inserted.contratos = nuevosCon.length
    inserted.contrato_items = items.length
  }

  // ---- solicitudes ----------------------------------------------------------------------------
  const solNumeros = new Set(
    (await tx.select({ numero: solicitudes.numero }).from(solicitudes)).map((row) => row.numero),
  )
  const nuevasSol = demo.solicitudes.flatMap((sol) => {
    const obra = obraPorCodigo.get(sol.obraCodigo)
    if (solNumeros.has(sol.numero) || !obra) return []
    // Requests hang on contracts seeded now (their items are known here).
    const contratoId = sol.contratoNumero === null ? null : contratoIds.get(sol.contratoNumero)
    if (contratoId === undefined) return []
    const items = sol.items.map(({ tipo, contratoItem, ...item }) => ({
      ...item,
      tipoActivoId: tipo === null ? null : (tipoId.get(tipo) ?? null),
      contratoItemId:
        contratoItem === null
          ? null
          : (contratoItemIds.get(`${contratoItem.contratoNumero}/${contratoItem.activoCodigo}`) ??
            null),
    }))
    if (items.some((item) => item.contratoItemId === null && item.tipoActivoId === null)) return []
    const solicitanteId =
      sol.solicitante === 'cliente'
        ? (userId.get(DEMO_CLIENTE_EMAIL) ?? null)
        : sol.solicitante === 'comercial'
          ? (userId.get(DEMO_COMERCIAL_EMAIL) ?? null)
          : null
    return [{ sol, obra, contratoId, solicitanteId, items, id: randomUUID() }]
  })
  if (nuevasSol.length > 0) {
    await tx.insert(solicitudes).values(
      nuevasSol.map(({ sol, obra, contratoId, solicitanteId, id }) => ({
        id,
        numero: sol.numero,
        tipo: sol.tipo,
        origen: sol.origen,
        obraId: obra.id,
        contratoId,
        estado: sol.estado,
        estadoDesde: instante(sol.estadoDesde),
        fechaRequerida: sol.fechaRequerida,
        comentarios: sol.comentarios,
        motivoRechazo: sol.motivoRechazo,
        solicitanteId,
        createdAt: instante(sol.creada),
        updatedAt: instante(sol.estadoDesde),
      })),
    )
    const items = nuevasSol.flatMap(({ id, items }) =>
      items.map((item, posicion) => ({ ...item, solicitudId: id, posicion })),
    )
    await tx.insert(solicitudItems).values(items)
    inserted.solicitudes = nuevasSol.length
    inserted.solicitud_items = items.length
  }

  // The app's next folios continue after the highest número, seeded or not.
  for (const [seq, table] of [
    ['cotizaciones_numero_seq', cotizaciones],
    ['contratos_numero_seq', contratos],
    ['solicitudes_numero_seq', solicitudes],
  ] as const) {
    await tx.execute(sql`
      select setval(${seq}, greatest(
        (select coalesce(max(${table.numero}), 0) from ${table}),
        (select case when is_called then last_value else last_value - 1 end from ${sql.raw(seq)})
      ) + 1, false)`)
  }
  return inserted
}
