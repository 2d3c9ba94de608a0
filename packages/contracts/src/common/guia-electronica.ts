// What two areas name of the guía de despacho electrónica (52; decisions 088 and 091): the
// transport a guía carries that the movement does not record (the SII area issues it from a past
// movement; the operations area asks for it when a despacho or retiro is recorded), and how a
// movement's rows show the guía issued for it, so a screen can download it.
import { z } from 'zod'
import { rutObligatorio, textoObligatorio } from './fields.ts'

/** Who carries the goods of a guía: a RUT and a name (NombreChofer holds 30 characters). */
const personaTransporte = (quien: string) =>
  z.object({ rut: rutObligatorio, nombre: textoObligatorio(`el nombre ${quien}`, 30) })

/**
 * The guía's transport, each part optional: the transportista's and the driver's RUT and name,
 * the truck's patente (the asset's own when none is given).
 */
export const guiaElectronicaSchema = z.object({
  transportista: personaTransporte('del transportista').optional(),
  chofer: personaTransporte('del chofer').optional(),
  /** As the truck's plate reads (Patente holds 8 characters), without spaces or dots. */
  patente: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s.·-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{1,8}$/, 'La patente no es válida: hasta 8 letras y números.'))
    .optional(),
})
export type GuiaElectronicaInput = z.input<typeof guiaElectronicaSchema>

/** The movements a guía de despacho electrónica carries: goods to an obra or back from one. */
export const TIPOS_MOVIMIENTO_CON_GUIA_ELECTRONICA = ['despacho', 'retiro'] as const

/** A movement's guía electrónica as its rows show it: the issued document and its folio. */
export const guiaDteRefSchema = z
  .object({ id: z.uuid(), folio: z.number().int() })
  .meta({ id: 'GuiaDteRef' })
export type GuiaDteRef = z.infer<typeof guiaDteRefSchema>
