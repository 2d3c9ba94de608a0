// What creating and editing an obra share: its código (given, or the next `OB-0123`), the
// checks of the chosen constructora and razón social, and the site manager's columns.
import type { administradorObraSchema } from '@cordillera/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { obras } from '../../db/schema/index.ts'
import { selectRows } from '../../db/select-rows.ts'
import { invalidFields } from '../../records/write-errors.ts'
import { constructoraRecords } from '../constructoras/constructora-records.ts'
import { razonSocialRecords } from '../razones-sociales/razon-social-records.ts'

/** 400 naming each chosen row that does not exist (or was deleted). */
export async function checkObraRefs(
  tx: Tx,
  refs: { constructoraId?: string | undefined; razonSocialId?: string | undefined },
) {
  const fields: Record<string, string> = {}
  if (refs.constructoraId && !(await constructoraRecords.find(tx, refs.constructoraId))) {
    fields.constructoraId = 'La constructora elegida no existe.'
  }
  if (refs.razonSocialId && !(await razonSocialRecords.find(tx, refs.razonSocialId))) {
    fields.razonSocialId = 'La razón social elegida no existe.'
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
