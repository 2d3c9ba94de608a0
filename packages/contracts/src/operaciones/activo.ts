// Activo: one concrete machine or vehicle of the fleet, of one tipo and marca, owned by the
// company (propio) or by a lessor (a validated proveedor), maybe grouped in a flota
// (docs/domain.md, "Activos"). Its estado, since when and the obra where it is are outputs only:
// no form writes them; from the logistics module on, movements do (decision 019).
import { z } from 'zod'
import { readSchemas, writeSchemas } from '../common/entity-schemas.ts'
import { idRelacionado, textoObligatorio, textoOpcional } from '../common/fields.ts'
import { idFilter, listQuerySchema } from '../common/list-query.ts'
import {
  flotaIdFilter,
  flotaRefSchema,
  obraActualSchema,
  tipoActivoRefSchema,
} from '../common/references.ts'
import { withTrackingSorts } from '../common/tracking.ts'
import { ESTADOS_VENCIMIENTO } from '../common/vencimiento.ts'
import { ESTADOS_ACTIVO, vocabulary } from '../common/vocabulary.ts'
import { patenteOpcional } from './patente.ts'
import { activoIdentidadShape, marcaRefSchema, propietarioRefSchema } from './references.ts'
import { TIPOS_DOCUMENTO_ACTIVO } from './vocabulary.ts'

const CODIGO_MESSAGE = 'El código es un prefijo y un número separados por un guion (ej. EX-012).'

const codigoActivoSchema = z
  .string({ error: 'Ingrese el código del activo.' })
  .trim()
  .toUpperCase()
  .min(1, 'Ingrese el código del activo.')
  .regex(/^[A-Z0-9]{1,6}-[0-9]{1,5}$/, CODIGO_MESSAGE)

export const ANIO_MINIMO = 1950

/** Next year: a machine bought in December may already carry the next model year. */
export const anioMaximo = (today = new Date()): number => today.getFullYear() + 1

const anioMessage = () => `Ingrese un año entre ${ANIO_MINIMO} y ${anioMaximo()}.`

const anioSchema = z
  .number({ error: anioMessage })
  .int({ error: anioMessage })
  .min(ANIO_MINIMO, { error: anioMessage })
  .refine((anio) => anio <= anioMaximo(), { error: anioMessage })

/** Hours fit numeric(10,1); one decimal is what an hour meter shows. */
export const HOROMETRO_MAXIMO = 999_999.9
const HOROMETRO_MESSAGE = 'El horómetro son horas desde 0, con hasta un decimal (ej. 1250,5).'

const horometroSchema = z
  .number({ error: HOROMETRO_MESSAGE })
  .min(0, HOROMETRO_MESSAGE)
  .max(HOROMETRO_MAXIMO, HOROMETRO_MESSAGE)
  .refine((horas) => Math.abs(horas * 10 - Math.round(horas * 10)) < 1e-6, HOROMETRO_MESSAGE)

const activoFields = {
  codigo: codigoActivoSchema,
  tipoActivoId: idRelacionado('el tipo de activo'),
  marcaId: idRelacionado('la marca'),
  modelo: textoObligatorio('el modelo', 120),
  anio: anioSchema,
  patente: patenteOpcional,
  // The maker's number; kept upper case so "ab12" and "AB12" are one machine.
  numeroSerie: textoObligatorio('el número de serie', 60).toUpperCase(),
  horometro: horometroSchema,
  /** null = in no flota. */
  flotaId: idRelacionado('la flota').nullish(),
  /** null = the company's own (propio); else a validated proveedor. */
  proveedorId: idRelacionado('el propietario').nullish(),
  observaciones: textoOpcional(2000),
}

export const activoWrite = writeSchemas('Activo', activoFields)
export const { createActivoSchema, updateActivoSchema } = activoWrite

export const activoSorts = withTrackingSorts('codigo', 'modelo', 'anio', 'horometro', 'estado')

/** `alerta` = expired or expiring within DIAS_AVISO_VENCIMIENTO days. */
export const [FILTROS_DOCUMENTOS_ACTIVO, FILTRO_DOCUMENTOS_ACTIVO_LABEL] = vocabulary({
  alerta: 'Vencidos o por vencer',
  vencidos: 'Vencidos',
  'por-vencer': 'Por vencer',
})
export type FiltroDocumentosActivo = (typeof FILTROS_DOCUMENTOS_ACTIVO)[number]

/** The owner filter: `propio` (the company's) or a proveedor's id. */
export const PROPIETARIO_PROPIO = 'propio'
const PROPIETARIO_MESSAGE = 'El propietario debe ser propio o el identificador de un proveedor.'

export const listActivosQuerySchema = listQuerySchema(activoSorts, 'codigo', {
  tipoActivoId: idFilter('El tipo de activo no es válido.'),
  marcaId: idFilter('La marca no es válida.'),
  flotaId: flotaIdFilter,
  estado: z
    .enum(ESTADOS_ACTIVO, { error: `El estado debe ser uno de: ${ESTADOS_ACTIVO.join(', ')}.` })
    .optional(),
  propietario: z
    .union([z.literal(PROPIETARIO_PROPIO), z.uuid({ error: PROPIETARIO_MESSAGE })], {
      error: PROPIETARIO_MESSAGE,
    })
    .optional(),
  documentos: z
    .enum(FILTROS_DOCUMENTOS_ACTIVO, {
      error: `Documentos: ${FILTROS_DOCUMENTOS_ACTIVO.join(', ')}.`,
    })
    .optional(),
})
export type ListActivosQuery = z.input<typeof listActivosQuerySchema>

/** A document as the asset's detail lists it (the documents screen has the whole of it). */
export const documentoActivoResumenSchema = z.object({
  id: z.uuid(),
  tipo: z.enum(TIPOS_DOCUMENTO_ACTIVO),
  numero: z.string().nullable(),
  vence: z.string().nullable(),
  estadoVencimiento: z.enum(ESTADOS_VENCIMIENTO),
})
export type DocumentoActivoResumen = z.infer<typeof documentoActivoResumenSchema>

export const activoRead = readSchemas(
  'Activo',
  {
    ...activoIdentidadShape,
    anio: z.number().int(),
    /** Stored form (`BCDF12`); show it with formatPatente. */
    patente: z.string().nullable(),
    numeroSerie: z.string(),
    horometro: z.number(),
    estado: z.enum(ESTADOS_ACTIVO),
    flota: flotaRefSchema.nullable(),
    /** null = Propio. */
    propietario: propietarioRefSchema.nullable(),
    obraActual: obraActualSchema.nullable(),
    /** Whether any of its documents has expired / expires within the warning days (Santiago's today). */
    documentos: z.object({ vencidos: z.boolean(), porVencer: z.boolean() }),
  },
  {
    estadoDesde: z.string(),
    observaciones: z.string().nullable(),
    /** Its documents, those expiring first first, up to DETAIL_RELATED_MAX. */
    documentosActivo: z.array(documentoActivoResumenSchema),
    documentosActivoTotal: z.number().int(),
  },
)
export const { activoRowSchema, activoDetailSchema, activoPageSchema } = activoRead
export type ActivoRow = z.infer<typeof activoRowSchema>
export type ActivoDetail = z.infer<typeof activoDetailSchema>

/**
 * What the asset form's pickers and the list's filters offer, in one call: tipos, marcas and
 * flotas not deleted, and the validated proveedores that may own an asset (decision 019).
 */
export const activoOpcionesSchema = z
  .object({
    tiposActivo: z.array(tipoActivoRefSchema),
    marcas: z.array(marcaRefSchema),
    flotas: z.array(flotaRefSchema),
    proveedores: z.array(propietarioRefSchema),
  })
  .meta({ id: 'ActivoOpciones' })
export type ActivoOpciones = z.infer<typeof activoOpcionesSchema>
