// The shared vocabulary of references: the small shapes an entity of one area shows of an entity
// another area names too (a contract names an obra and an asset, a movement a razón social, a
// request a tipo de activo). An area imports these from here, never from the area that owns the
// entity (docs/architecture.md, import rules).
import { z } from 'zod'
import { idFilter } from './list-query.ts'

/** A company (a client's razón social, a lessor) as another row names it: its RUT and name. */
export const empresaRefSchema = z.object({ id: z.uuid(), rut: z.string(), razonSocial: z.string() })
export const razonSocialRefSchema = empresaRefSchema

export const tipoActivoRefSchema = z.object({ id: z.uuid(), nombre: z.string() })
export type TipoActivoRef = z.infer<typeof tipoActivoRefSchema>

export const flotaRefSchema = z.object({ id: z.uuid(), nombre: z.string() })
export type FlotaRef = z.infer<typeof flotaRefSchema>

/** An obra as a quotation, contract or request names it. */
export const obraRefSchema = z.object({ id: z.uuid(), codigo: z.string(), nombre: z.string() })
export type ObraRef = z.infer<typeof obraRefSchema>

/** The obra where an asset is (or is reserved for, or travelling to). */
export const obraActualSchema = z.object({ id: z.uuid(), codigo: z.string(), nombre: z.string() })
export type ObraActual = z.infer<typeof obraActualSchema>

/** An asset as a contract item or a request names it. */
export const activoRefSchema = z.object({
  id: z.uuid(),
  codigo: z.string(),
  modelo: z.string(),
  marca: z.string(),
  tipoActivo: z.object({ id: z.uuid(), nombre: z.string() }),
})
export type ActivoRef = z.infer<typeof activoRefSchema>

/** A numbered document (quotation, contract, request) as another one links to it. */
export const documentoRefSchema = z.object({ id: z.uuid(), folio: z.string() })
export type DocumentoRef = z.infer<typeof documentoRefSchema>

/**
 * A numbered document's identity as its own rows carry it: the id, the number it was given in
 * order and its folio (`COT-000123`, `CON-000045`, `SOL-000007`, `RPT-000321`).
 */
export const documentoNumeradoShape = { id: z.uuid(), numero: z.number().int(), folio: z.string() }

/**
 * The prefixes and width of the numbered documents' folios: `COT-000123`, `CON-000045`,
 * `SOL-000007`, `RPT-000321`, `EDP-000012`, `EDPE-000003`, `AJU-000001`, `INC-000004`, `TCK-000123`.
 */
export const FOLIO_ANCHO = 6
export const folioDe = (
  prefijo: 'COT' | 'CON' | 'SOL' | 'RPT' | 'EDP' | 'EDPE' | 'AJU' | 'INC' | 'TCK',
  numero: number,
): string => `${prefijo}-${String(numero).padStart(FOLIO_ANCHO, '0')}`

/** A list's filter by one of these references, with its Spanish message. */
export const obraIdFilter = idFilter('La obra no es válida.')
export const contratoIdFilter = idFilter('El contrato no es válido.')
export const razonSocialIdFilter = idFilter('La razón social no es válida.')
export const flotaIdFilter = idFilter('La flota no es válida.')
