// File sizes for upload limits and lists: "850 KB", "1,5 MB" (binary units, as file managers show).
import { formatNumber } from './numbers.ts'

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const

/** 1536 → "1,5 KB", 10 * 1024 ** 2 → "10 MB"; '' for a negative or missing size. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return ''
  let size = bytes
  let unit = 0
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024
    unit++
  }
  return `${formatNumber(size, { maxDecimals: unit === 0 ? 0 : 1 })} ${UNITS[unit]}`
}
