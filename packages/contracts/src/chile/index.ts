// Chile's regions and comunas with their official CUT codes (SUBDERE), for region/comuna selects and
// for addresses, which store the comuna's CUT code. The data is generated from
// data/chile-cut-comunas.csv (see data/README.md); this module adds the lookups and schemas.
import { z } from 'zod'
import { COMUNAS, PROVINCIAS, REGIONES } from './comunas.gen.ts'

export type Region = (typeof REGIONES)[number]
export type CodigoRegion = Region['codigo']
export type Provincia = (typeof PROVINCIAS)[number]
export type Comuna = (typeof COMUNAS)[number]
export type CodigoComuna = Comuna['codigo']

// Forms list the regions as Chileans read the map, north to south, not by code (Arica y
// Parinacota is 15, Ñuble 16).
const NORTE_A_SUR: readonly CodigoRegion[] = [
  '15',
  '01',
  '02',
  '03',
  '04',
  '05',
  '13',
  '06',
  '07',
  '16',
  '08',
  '09',
  '14',
  '10',
  '11',
  '12',
]

const regionesPorCodigo = new Map<string, Region>(REGIONES.map((region) => [region.codigo, region]))
const comunasPorCodigo = new Map<string, Comuna>(COMUNAS.map((comuna) => [comuna.codigo, comuna]))

/** The 16 regions, north to south. */
export const regiones: readonly Region[] = NORTE_A_SUR.map((codigo) => {
  const region = regionesPorCodigo.get(codigo)
  if (!region) throw new Error(`Region ${codigo} is missing from comunas.gen.ts`)
  return region
})

/** All 346 comunas, by CUT code. */
export const comunas: readonly Comuna[] = COMUNAS

/** All 56 provincias, by CUT code. */
export const provincias: readonly Provincia[] = PROVINCIAS

const collator = new Intl.Collator('es-CL')
const comunasPorRegion = new Map<string, readonly Comuna[]>()
for (const region of REGIONES) {
  comunasPorRegion.set(
    region.codigo,
    COMUNAS.filter((comuna) => comuna.codigoRegion === region.codigo).sort((a, b) =>
      collator.compare(a.nombre, b.nombre),
    ),
  )
}

/** The comunas of a region in alphabetical order (Ñuñoa after Nunoa); none for an unknown code. */
export function comunasDe(codigoRegion: string | null | undefined): readonly Comuna[] {
  return (codigoRegion && comunasPorRegion.get(codigoRegion)) || []
}

export function regionPorCodigo(codigo: string | null | undefined): Region | undefined {
  return codigo ? regionesPorCodigo.get(codigo) : undefined
}

export function comunaPorCodigo(codigo: string | null | undefined): Comuna | undefined {
  return codigo ? comunasPorCodigo.get(codigo) : undefined
}

/** The region a comuna belongs to. */
export function regionDeComuna(codigoComuna: string | null | undefined): Region | undefined {
  return regionPorCodigo(comunaPorCodigo(codigoComuna)?.codigoRegion)
}

const codigosRegion = REGIONES.map((region) => region.codigo) as [CodigoRegion, ...CodigoRegion[]]
const codigosComuna = COMUNAS.map((comuna) => comuna.codigo) as [CodigoComuna, ...CodigoComuna[]]

/** A region's CUT code ('13'). */
export const codigoRegionSchema = z.enum(codigosRegion, { error: 'Elige una región de la lista.' })

/** A comuna's CUT code ('13101'): what an address stores. */
export const codigoComunaSchema = z.enum(codigosComuna, { error: 'Elige una comuna de la lista.' })
