// The name of an exported file: the list's name as a plain slug plus the day in Santiago, so repeated
// exports sort by day and no accent or space trips up a file system (`Obras activas` →
// `obras-activas-2025-01-31.csv`).
import { todayIsoDate } from '../format/dates.ts'

export type ExportFormat = 'csv' | 'xlsx'

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export function exportFileName(base: string, format: ExportFormat, now = new Date()): string {
  return `${slugify(base) || 'exportacion'}-${todayIsoDate(now)}.${format}`
}
