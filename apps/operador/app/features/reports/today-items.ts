// What "Mis reports" lists: the server's reports of today (and those still to sign or correct) with
// the phone's drafts merged in. A new draft is a card of its own ("Borrador sin sincronizar"); changes
// to a server report are shown on that report's card, with its sync state.
import { isEstadoEditable, type ReportRow } from '@cordillera/contracts'
import { horasDe } from '@cordillera/portal/screens'
import type { Draft, EditDraft, NewDraft } from './offline/reports-db.ts'

export type TodayItem =
  | { kind: 'local'; key: string; draft: NewDraft }
  | { kind: 'server'; key: string; row: ReportRow; draft: EditDraft | undefined }

/** New drafts first (newest on top), then the server's reports in its order. */
export function todayItems(rows: readonly ReportRow[], drafts: readonly Draft[]): TodayItem[] {
  const edits = new Map<string, EditDraft>()
  const news: NewDraft[] = []
  for (const draft of drafts) {
    if (draft.kind === 'edit') edits.set(draft.reportId, draft)
    else news.push(draft)
  }
  const local: TodayItem[] = news
    .slice()
    .reverse()
    .map((draft) => ({ kind: 'local', key: draft.key, draft }))
  const listed = new Set(rows.map((row) => row.id))
  // Changes to a report no longer in today's list (signed and validated meanwhile) still show.
  const orphan: TodayItem[] = [...edits.values()]
    .filter((draft) => !listed.has(draft.reportId))
    .map((draft) => ({ kind: 'server', key: draft.reportId, row: draft.base, draft }))
  const server: TodayItem[] = rows.map((row) => ({
    kind: 'server',
    key: row.id,
    row,
    draft: edits.get(row.id),
  }))
  return [...local, ...orphan, ...server]
}

/** What a card shows, from the draft when there is one (the operator's latest content). */
export function cardContent(item: TodayItem) {
  if (item.kind === 'local') {
    const { values, label } = item.draft
    return {
      folio: null,
      equipo: label.equipo,
      obra: label.obra,
      fecha: values.fecha,
      jornada: values.jornada,
      horas: horasDe(values),
      estado: null,
      observacion: null,
    }
  }
  const { row, draft } = item
  return {
    folio: row.folio,
    equipo: `${row.activo.codigo} · ${row.activo.tipo}`,
    obra: row.obra.nombre,
    fecha: draft?.values.fecha ?? row.fecha,
    jornada: draft?.values.jornada ?? row.jornada,
    horas: draft ? horasDe(draft.values) : row.horasTrabajadas,
    estado: row.estado,
    observacion: row.estado === 'en-observacion' ? row.observacion : null,
  }
}

/** Whether the card offers "Editar" and "Firmar". */
export function cardActions(item: TodayItem): { edit: boolean; sign: boolean } {
  if (item.kind === 'local') return { edit: true, sign: false }
  const editable = isEstadoEditable(item.row.estado)
  if (item.draft) return { edit: editable && item.draft.status !== 'conflict', sign: false }
  return { edit: editable, sign: editable }
}
