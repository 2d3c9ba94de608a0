// Generated demo data on top of the hand-written rows of demo-business.ts: enough clients, sites
// and lessors to page through (200 razones sociales, 500 obras, 40 proveedores of which some are
// provisional, 30 constructoras, 15 grupos), with valid RUTs and comunas by CUT code. A seeded
// generator makes it identical on every start, which keeps the seed idempotent.
import { rutCheckDigit, sumarDias } from '@cordillera/contracts'
import {
  DEMO_CONSTRUCTORAS,
  DEMO_GRUPOS_CLIENTE,
  DEMO_OBRAS,
  DEMO_PROVEEDORES,
  DEMO_RAZONES_SOCIALES,
} from './demo-business.ts'
import {
  APELLIDOS,
  BANCOS,
  CALLES,
  CARGOS,
  COMUNAS_DEMO,
  ETAPAS,
  LUGARES,
  NOMBRES,
  PREFIJOS_CONSTRUCTORA,
  PREFIJOS_GRUPO,
  PREFIJOS_PROVEEDOR,
  RUBROS,
  SOCIEDADES,
  TIPOS_OBRA,
} from './demo-vocabulary.ts'
import { type Random, seededRandom } from './seeded-random.ts'

export const DEMO_TOTALS = {
  gruposCliente: 15,
  razonesSociales: 200,
  constructoras: 30,
  obras: 500,
  proveedores: 40,
  proveedoresProvisorios: 6,
} as const

export type GeneratedContacto = { nombre: string; cargo: string; email: string; telefono: string }

export type DemoComercial = {
  grupos: { nombre: string; descripcion: string }[]
  razonesSociales: {
    rut: string
    razonSocial: string
    nombreFantasia: string | null
    giro: string
    direccion: string
    comuna: string
    telefono: string
    email: string
    grupo: string | null
    contactos: GeneratedContacto[]
  }[]
  constructoras: {
    rut: string
    nombre: string
    contacto: string
    telefono: string
    email: string
  }[]
  obras: {
    codigo: string
    nombre: string
    direccion: string
    comuna: string
    constructoraRut: string
    razonSocialRut: string
    administrador: { nombre: string; email: string; telefono: string }
    fechaInicio: string
    fechaTermino: string | null
    activa: boolean
  }[]
  proveedores: {
    rut: string
    razonSocial: string
    contacto: string
    email: string
    telefono: string
    banco: string | null
    tipoCuenta: 'corriente' | 'vista' | 'ahorro' | null
    numeroCuenta: string | null
    provisorio: boolean
  }[]
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24)

/** Distinct values from `make`, skipping the ones `taken` already holds. */
function distinct<T>(count: number, taken: Set<string>, make: () => [key: string, value: T]) {
  const values: T[] = []
  for (let attempt = 0; values.length < count; attempt++) {
    if (attempt > count * 50) throw new Error('demo generator: not enough distinct values')
    const [key, value] = make()
    if (taken.has(key)) continue
    taken.add(key)
    values.push(value)
  }
  return values
}

const persona = (random: Random) =>
  `${random.pick(NOMBRES)} ${random.pick(APELLIDOS)} ${random.pick(APELLIDOS)}`

const celular = (random: Random) =>
  `+56 9 ${random.int(4000, 9999)} ${String(random.int(0, 9999)).padStart(4, '0')}`

const fijo = (random: Random) =>
  `+56 2 2${random.int(100, 999)} ${String(random.int(0, 9999)).padStart(4, '0')}`

const direccion = (random: Random) => {
  const oficina = random.chance(0.4) ? `, of. ${random.int(1, 22)}0${random.int(1, 9)}` : ''
  return `${random.pick(CALLES)} ${random.int(100, 9800)}${oficina}`
}

/** `YYYY-MM-DD` `days` after 2023-01-02 (a Monday). */
const fecha = (days: number) => sumarDias('2023-01-02', days)

/** The day the demo's "today" is: obras that ended before it are no longer active. */
export const DEMO_HOY = '2026-05-01'

export function generateDemoComercial(seed = 20_260_501): DemoComercial {
  const random = seededRandom(seed)
  const ruts = new Set<string>(
    [...DEMO_RAZONES_SOCIALES, ...DEMO_CONSTRUCTORAS, ...DEMO_PROVEEDORES].map((row) => row.rut),
  )
  const rut = (min: number, max: number) => () => {
    const body = random.int(min, max)
    const value = `${body}-${rutCheckDigit(body)}`
    return [value, value] as [string, string]
  }

  const grupoNames = new Set<string>(DEMO_GRUPOS_CLIENTE.map((grupo) => grupo.nombre))
  const grupos = distinct(
    DEMO_TOTALS.gruposCliente - DEMO_GRUPOS_CLIENTE.length,
    grupoNames,
    () => {
      const nombre = `${random.pick(PREFIJOS_GRUPO)} ${random.pick(LUGARES)}`
      return [
        nombre,
        {
          nombre,
          descripcion: `Sociedades relacionadas de ${nombre.split(' ').slice(1).join(' ')}`,
        },
      ]
    },
  )
  const todosLosGrupos = [
    ...DEMO_GRUPOS_CLIENTE.map((grupo) => grupo.nombre),
    ...grupos.map((g) => g.nombre),
  ]

  const razonNames = new Set<string>(DEMO_RAZONES_SOCIALES.map((razon) => razon.razonSocial))
  const razonesSociales = distinct(
    DEMO_TOTALS.razonesSociales - DEMO_RAZONES_SOCIALES.length,
    razonNames,
    () => {
      const rubro = random.pick(RUBROS)
      const lugar = random.pick(LUGARES)
      const razonSocial = `${rubro.prefijo} ${lugar} ${random.pick(SOCIEDADES)}`
      return [razonSocial, { razonSocial, rubro, lugar }]
    },
  ).map(({ razonSocial, rubro, lugar }) => {
    const [value] = distinct(1, ruts, rut(76_000_000, 78_999_999))
    const dominio = `${slug(`${rubro.prefijo}${lugar}`)}.cl`
    return {
      rut: value ?? '',
      razonSocial,
      nombreFantasia: random.chance(0.6) ? lugar : null,
      giro: rubro.giro,
      direccion: direccion(random),
      comuna: random.pick(COMUNAS_DEMO),
      telefono: fijo(random),
      email: `facturacion@${dominio}`,
      // A third of the clients belong to a holding.
      grupo: random.chance(0.35) ? random.pick(todosLosGrupos) : null,
      contactos: Array.from({ length: random.int(1, 3) }, () => {
        const nombre = persona(random)
        const [primero = 'contacto', apellido = ''] = nombre.split(' ')
        return {
          nombre,
          cargo: random.pick(CARGOS),
          email: `${slug(primero)}.${slug(apellido)}@${dominio}`,
          telefono: celular(random),
        }
      }),
    }
  })

  const constructoraNames = new Set<string>(DEMO_CONSTRUCTORAS.map((row) => row.nombre))
  const constructoras = distinct(
    DEMO_TOTALS.constructoras - DEMO_CONSTRUCTORAS.length,
    constructoraNames,
    () => {
      const forma = random.pick(PREFIJOS_CONSTRUCTORA)
      const lugar = random.pick(LUGARES)
      const nombre = `${forma.antes} ${lugar} ${forma.despues}`
      return [nombre, { nombre, lugar }]
    },
  ).map(({ nombre, lugar }) => {
    const [value] = distinct(1, ruts, rut(76_000_000, 99_599_999))
    return {
      rut: value ?? '',
      nombre,
      contacto: persona(random),
      telefono: fijo(random),
      email: `contacto@cc${slug(lugar)}.cl`,
    }
  })

  const rutsRazones = [
    ...DEMO_RAZONES_SOCIALES.map((row) => row.rut),
    ...razonesSociales.map((row) => row.rut),
  ]
  const rutsConstructoras = [
    ...DEMO_CONSTRUCTORAS.map((row) => row.rut),
    ...constructoras.map((row) => row.rut),
  ]
  const obras = Array.from({ length: DEMO_TOTALS.obras - DEMO_OBRAS.length }, (_, i) => {
    const inicio = random.int(0, 1200)
    const termino = random.chance(0.35) ? fecha(inicio + random.int(120, 720)) : null
    const administrador = persona(random)
    const [primero = 'admin', apellido = ''] = administrador.split(' ')
    return {
      codigo: `OB-${String(DEMO_OBRAS.length + i + 1).padStart(4, '0')}`,
      nombre: `${random.pick(TIPOS_OBRA)} ${random.pick(LUGARES)}${random.pick(ETAPAS)}`,
      direccion: direccion(random).replace(/, of\. \d+/, ''),
      comuna: random.pick(COMUNAS_DEMO),
      constructoraRut: random.pick(rutsConstructoras),
      razonSocialRut: random.pick(rutsRazones),
      administrador: {
        nombre: administrador,
        email: `${slug(primero)}.${slug(apellido)}@obras.cl`,
        telefono: celular(random),
      },
      fechaInicio: fecha(inicio),
      fechaTermino: termino,
      activa: termino === null || termino >= DEMO_HOY,
    }
  })

  const provisoriosExistentes = DEMO_PROVEEDORES.filter((row) => row.provisorio).length
  const proveedorNames = new Set<string>(DEMO_PROVEEDORES.map((row) => row.razonSocial))
  const nuevosProveedores = DEMO_TOTALS.proveedores - DEMO_PROVEEDORES.length
  const proveedores = distinct(nuevosProveedores, proveedorNames, () => {
    const lugar = random.pick(LUGARES)
    const razonSocial = `${random.pick(PREFIJOS_PROVEEDOR)} ${lugar} ${random.pick(SOCIEDADES)}`
    return [razonSocial, { razonSocial, lugar }]
  }).map(({ razonSocial, lugar }, i) => {
    // The last ones were registered on site and are waiting for validation.
    const provisorio =
      i >= nuevosProveedores - (DEMO_TOTALS.proveedoresProvisorios - provisoriosExistentes)
    const [value] = distinct(1, ruts, rut(76_000_000, 78_999_999))
    return {
      rut: value ?? '',
      razonSocial,
      contacto: persona(random),
      email: `arriendos@${slug(lugar)}maq.cl`,
      telefono: celular(random),
      banco: provisorio ? null : random.pick(BANCOS),
      tipoCuenta: provisorio ? null : random.pick(['corriente', 'corriente', 'vista'] as const),
      numeroCuenta: provisorio ? null : String(random.int(10_000_000, 999_999_999)),
      provisorio,
    }
  })

  return { grupos, razonesSociales, constructoras, obras, proveedores }
}
