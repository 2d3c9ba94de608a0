// What creating and editing an obra share: its código (given, or the next `OB-0123`), the
// checks of the chosen constructora and razón social, and the site manager's columns.
import type { administradorObraSchema } from '@cordillera/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { constructoras, obras, razonesSociales } from '../../db/schema/index.ts'
import { selectRows } from '../../db/select-rows.ts'
import { invalidFields } from '../../records/write-errors.ts'

/** 400 naming each chosen row that does not exist (or was deleted). */
export async function checkObraRefs(
  tx: Tx,
  refs: { constructoraId?: string | undefined; razonSocialId?: string | undefined },
) {
  const fields: Record<string, string> = {}
  if (refs.constructoraId) {
    const [found] = await tx
      .select({ id: constructoras.id })
      .from(constructoras)
      .where(and(eq(constructoras.id, refs.constructoraId), vigente(constructoras)))
    if (!found) fields.constructoraId = 'La constructora elegida no existe.'
  }
  if (refs.razonSocialId) {
    const [found] = await tx
      .select({ id: razonesSociales.id })
      .from(razonesSociales)
      .where(and(eq(razonesSociales.id, refs.razonSocialId), vigente(razonesSociales)))
    if (!found) fields.razonSocialId = 'La razón social elegida no existe.'
  }
  if (Object.keys(fields).length > 0) throw invalidFields(fields)
}

/** The next free `OB-0123`: the sequence's next number, skipping códigos typed by hand. */
export async function nextCodigoObra(tx: Tx): Promise<string> {
  for (;;) {
    const [next] = await selectRows<{ n: string }>(
      tx,
      sql`select cast(nextval('obras_codigo_seq') as text) as n`,
    )
    const codigo = `OB-${(next?.n ?? '').padStart(4, '0')}`
    const [taken] = await tx
      .select({ id: obras.id })
      .from(obras)
      .where(and(eq(obras.codigo, codigo), vigente(obras)))
    if (!taken) return codigo
  }
}

type Administrador = z.output<typeof administradorObraSchema>

/** The site manager's columns an edit sets (absent fields stay as they are). */
export function administradorColumns(administrador: Administrador | undefined) {
  return {
    administradorNombre: administrador?.nombre,
    administradorEmail: administrador?.email,
    administradorTelefono: administrador?.telefono,
  }
}
