// The folio of a DTE about to be issued, for the next part's operations (Emitir factura, guía de
// despacho), inside their own transaction: the next folio of the oldest CAF of the tipo that has
// folios left and (tipo 33) has not expired, in order, once, never reused. The CAF's row is taken
// with an atomic `UPDATE … WHERE siguiente <= hasta RETURNING`: PostgreSQL locks the row and
// re-checks the condition after any concurrent update, so simultaneous issues get consecutive,
// distinct folios; one that finds the CAF spent meanwhile tries the next.
import { TIPO_DTE_LABEL, type TipoDte } from '@cordillera/contracts'
import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm'
import type { Tx } from '../db/database.ts'
import { vigente } from '../db/schema/columns.ts'
import { siiCafs } from '../db/schema/index.ts'
import { conflict } from '../http/api-error.ts'
import { hoyEnChile } from './cafs.ts'

export type FolioAsignado = { folio: number; cafId: string }

export async function assignFolio(
  tx: Tx,
  tipo: TipoDte,
  hoy = hoyEnChile(),
): Promise<FolioAsignado> {
  const conFolios = and(
    eq(siiCafs.tipoDte, tipo),
    lte(siiCafs.siguiente, siiCafs.hasta),
    vigente(siiCafs),
  )
  const usable = and(conFolios, or(isNull(siiCafs.vence), gte(siiCafs.vence, hoy)))
  for (;;) {
    const [candidato] = await tx
      .select({ id: siiCafs.id })
      .from(siiCafs)
      .where(usable)
      .orderBy(asc(siiCafs.desde))
      .limit(1)
    if (!candidato) break
    const [tomado] = await tx
      .update(siiCafs)
      .set({ siguiente: sql`${siiCafs.siguiente} + 1` })
      .where(and(eq(siiCafs.id, candidato.id), lte(siiCafs.siguiente, siiCafs.hasta)))
      .returning({ folio: sql<number>`${siiCafs.siguiente} - 1` })
    if (tomado) return { folio: Number(tomado.folio), cafId: candidato.id }
  }
  const nombre = TIPO_DTE_LABEL[tipo].toLowerCase()
  const [vencido] = await tx.select({ id: siiCafs.id }).from(siiCafs).where(conFolios).limit(1)
  throw conflict(
    vencido
      ? `Los CAF de ${nombre} con folios disponibles están vencidos: cargue un CAF nuevo del SII.`
      : `No quedan folios de ${nombre}: cargue un CAF nuevo del SII.`,
  )
}
