// "Exportar CSV" and "Exportar Excel": the whole list as the user sees it (its search, filters,
// sort and visible columns) saved as a file. The page says how to get the file (a list screen
// downloads it from the API's export route, docs/decisions/011); this component runs it, shows
// it running, saves the file and says in Spanish when it failed.
import { Download, LoaderCircle } from 'lucide-react'
import { downloadBlob } from '../../lib/export/download.ts'
import type { ExportFormat } from '../../lib/export/file-name.ts'
import { useRunning } from '../../lib/use-running.ts'
import { table as tableText } from '../../locale/es-cl/table.ts'
import { Button } from '../button.tsx'
import { notify } from '../toaster.tsx'
import type { DataTableColumn } from './column.ts'

const text = tableText

export type ExportedFile = { blob: Blob; fileName: string }

/** What an export is asked for: the format and the visible columns, in their order on screen. */
export type ExportRequest<Row> = { format: ExportFormat; columns: readonly DataTableColumn<Row>[] }

export type ExportFile<Row> = (request: ExportRequest<Row>) => Promise<ExportedFile>

export type ExportButtonsProps<Row> = {
  exportFile: ExportFile<Row>
  columns: readonly DataTableColumn<Row>[]
  formats?: readonly ExportFormat[] | undefined
  disabled?: boolean
}

// An API error carries a Spanish message meant for the user; anything else (a bug, a TypeError)
// gets the generic one.
function messageOf(error: unknown): string {
  const isApiError =
    error instanceof Error && typeof (error as { code?: unknown }).code === 'string'
  return isApiError ? error.message : text.exportFailed
}

export function ExportButtons<Row>({
  exportFile,
  columns,
  formats = ['csv', 'xlsx'],
  disabled = false,
}: ExportButtonsProps<Row>) {
  const { running, run } = useRunning<ExportFormat>()

  const save = (format: ExportFormat) =>
    run(async () => {
      try {
        const { blob, fileName } = await exportFile({ format, columns })
        downloadBlob(blob, fileName)
      } catch (error) {
        console.error(error)
        notify.error(messageOf(error))
      }
    }, format)

  const button = (format: ExportFormat, label: string) => (
    <Button
      key={format}
      variant="outline"
      size="sm"
      disabled={disabled || running !== null}
      aria-busy={running === format}
      onClick={() => void save(format)}
    >
      {running === format ? (
        <LoaderCircle aria-hidden="true" className="animate-spin" />
      ) : (
        <Download aria-hidden="true" />
      )}
      {label}
    </Button>
  )

  return (
    <>
      {formats.map((format) => button(format, format === 'csv' ? text.exportCsv : text.exportXlsx))}
      {running ? (
        <span role="status" className="sr-only">
          {text.exporting}
        </span>
      ) : null}
    </>
  )
}
