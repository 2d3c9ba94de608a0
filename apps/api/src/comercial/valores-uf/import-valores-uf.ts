// POST /v1/valores-uf/importar: the days of a CSV (valor-uf-csv.ts reads it), all or nothing in
// one transaction. New days are inserted; a day already kept is updated only when the file's
// value differs (one version up); a day at the same value is left untouched. Each day added or
// changed gets its own audit entry, the same a POST or PATCH of that day would write, so a day's
// history reads the same however its value arrived (docs/decisions/021-valor-uf-table-kept-by-staff.md).
// Any bad line is a 400 naming every bad line, and nothing is written.
import {
  type ImportacionValoresUf,
  type importarValoresUfSchema,
  parseValoresUfCsv,
} from '@cordillera/contracts'
import { and, between, getTableColumns, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { auditLog, valoresUf } from '../../db/schema/index.ts'
import type { Actor } from '../../records/actor.ts'
import { auditState } from '../../records/tracking.ts'
import { invalidFields } from '../../records/write-errors.ts'
import { VALOR_UF_ENTITY, valorUfRecords } from './valor-uf-records.ts'
import { type ValorUfRecord, valorColumna } from './valor-uf-rows.ts'

/** Bad lines named in one answer: enough to fix a file, not a wall of text. */
const ERRORES_MAX = 50
/** Rows per statement: well under PostgreSQL's 65,535 parameters. */
const LOTE = 1000

export async function importValoresUf(
  db: Db,
  actor: Actor,
  input: z.output<typeof importarValoresUfSchema>,
): Promise<ImportacionValoresUf> {
  const { valores, errores } = parseValoresUfCsv(input.csv)
  if (errores.length > 0) {
    const fields = Object.fromEntries(
      errores.slice(0, ERRORES_MAX).map((error) => [`csv.${error.linea}`, error.mensaje]),
    )
    const lineas = errores.map((error) => error.linea)
    fields.csv =
      lineas.length === 1
        ? `La línea ${lineas[0]} tiene un error; no se importó nada.`
        : `Las líneas ${listaLineas(lineas)} tienen errores; no se importó nada.`
    throw invalidFields(fields)
  }
  if (valores.length === 0) {
    throw invalidFields({ csv: 'El archivo no tiene valores: una línea por día, fecha;valor.' })
  }

  const fechas = valores.map((valor) => valor.fecha).sort()
  return valorUfRecords.transaction(db, async (tx) => {
    // The days already kept in the file's range, locked: a PATCH meanwhile waits, then finds a
    // new version (409) instead of being silently overwritten.
    const existentes = await tx
      .select()
      .from(valoresUf)
      .where(
        and(between(valoresUf.fecha, fechas[0] ?? '', fechas.at(-1) ?? ''), vigente(valoresUf)),
      )
      .for('update')
    const porFecha = new Map(existentes.map((row) => [row.fecha, row]))

    const nuevos: { fecha: string; valor: string }[] = []
    const cambios: { before: ValorUfRecord; valor: string }[] = []
    let sinCambios = 0
    for (const { fecha, valor } of valores) {
      const stored = porFecha.get(fecha)
      const columna = valorColumna(valor)
      if (!stored) nuevos.push({ fecha, valor: columna })
      else if (stored.valor === columna) sinCambios++
      else cambios.push({ before: stored, valor: columna })
    }

    const audits: (typeof auditLog.$inferInsert)[] = []
    for (let i = 0; i < nuevos.length; i += LOTE) {
      const rows = await tx
        .insert(valoresUf)
        .values(
          nuevos
            .slice(i, i + LOTE)
            .map((row) => ({ ...row, createdBy: actor.id, updatedBy: actor.id })),
        )
        .returning()
      for (const row of rows) audits.push(auditOf(actor, 'crear', null, row))
    }
    for (let i = 0; i < cambios.length; i += LOTE) {
      const lote = cambios.slice(i, i + LOTE)
      const beforeById = new Map(lote.map((cambio) => [cambio.before.id, cambio.before]))
      // One statement per batch: a file correcting a whole history is not one round trip per day.
      const nuevosValores = sql.join(
        lote.map(
          ({ before, valor }) => sql`(cast(${before.id} as uuid), cast(${valor} as numeric))`,
        ),
        sql`, `,
      )
      const rows = await tx
        .update(valoresUf)
        .set({
          valor: sql`nuevo.valor`,
          updatedBy: actor.id,
          version: sql`${valoresUf.version} + 1`,
        })
        .from(sql`(values ${nuevosValores}) as nuevo(id, valor)`)
        .where(sql`${valoresUf.id} = nuevo.id`)
        .returning(getTableColumns(valoresUf))
      for (const after of rows) {
        const before = beforeById.get(after.id)
        if (before) audits.push(auditOf(actor, 'editar', before, after))
      }
    }
    for (let i = 0; i < audits.length; i += LOTE) {
      await tx.insert(auditLog).values(audits.slice(i, i + LOTE))
    }
    return { insertados: nuevos.length, actualizados: cambios.length, sinCambios }
  })
}

function auditOf(
  actor: Actor,
  action: 'crear' | 'editar',
  before: ValorUfRecord | null,
  after: ValorUfRecord,
): typeof auditLog.$inferInsert {
  return {
    usuarioId: actor.id,
    entity: VALOR_UF_ENTITY,
    entityId: after.id,
    action,
    before: before && auditState(before),
    after: auditState(after),
  }
}

/** "3, 7 y 12", or the first ones and how many more: "3, 7, … y 80 más". */
function listaLineas(lineas: number[]): string {
  if (lineas.length > ERRORES_MAX) {
    return `${lineas.slice(0, ERRORES_MAX).join(', ')} y ${lineas.length - ERRORES_MAX} más`
  }
  return `${lineas.slice(0, -1).join(', ')} y ${lineas.at(-1)}`
}
