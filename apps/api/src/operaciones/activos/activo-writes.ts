// What creating and editing an asset share: the checks of the chosen tipo, marca, flota and
// owner, and the hour meter as the numeric column stores it.
import { and, eq } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { flotas, marcas, proveedores, tiposActivo } from '../../db/schema/index.ts'
import { invalidFields } from '../../records/write-errors.ts'

type Refs = {
  tipoActivoId?: string | undefined
  marcaId?: string | undefined
  flotaId?: string | null | undefined
  proveedorId?: string | null | undefined
}

type Listed = PgTable & { id: AnyPgColumn; eliminadoEn: AnyPgColumn }

async function exists(tx: Tx, table: Listed, id: string, more?: ReturnType<typeof eq>) {
  const [found] = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.id, id), vigente(table), more))
  return found !== undefined
}

/** 400 naming each chosen row that does not exist (or was deleted). */
export async function checkActivoRefs(tx: Tx, refs: Refs): Promise<void> {
  const fields: Record<string, string> = {}
  if (refs.tipoActivoId && !(await exists(tx, tiposActivo, refs.tipoActivoId))) {
    fields.tipoActivoId = 'El tipo de activo elegido no existe.'
  }
  if (refs.marcaId && !(await exists(tx, marcas, refs.marcaId))) {
    fields.marcaId = 'La marca elegida no existe.'
  }
  if (refs.flotaId && !(await exists(tx, flotas, refs.flotaId))) {
    fields.flotaId = 'La flota elegida no existe.'
  }
  // A provisional proveedor has no bank data yet: nothing could be paid for its asset.
  if (
    refs.proveedorId &&
    !(await exists(tx, proveedores, refs.proveedorId, eq(proveedores.provisorio, false)))
  ) {
    fields.proveedorId = 'El propietario elegido no existe o es un proveedor aún no validado.'
  }
  if (Object.keys(fields).length > 0) throw invalidFields(fields)
}

/** Hours with one decimal, as numeric(10,1) gives them back (`1250.0`), so an unchanged value is. */
export const horometroColumn = (horas: number): string => horas.toFixed(1)
