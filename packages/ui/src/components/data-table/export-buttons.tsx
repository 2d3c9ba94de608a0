// "Exportar CSV" and "Exportar Excel": the current view (visible columns, current sort and
// filters) written to a file. With `fetchAll` the page fetches every matching row from the API;
// without it the rows on screen are exported.
import { Download, LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import type { ExportColumn } from '../../lib/export/export-column.ts'
import { exportRows } from '../../lib/export/export-rows.ts'
import type { ExportFormat } from '../../lib/export/file-name.ts'
import { esCl } from '../../locale/es-cl.ts'
import { Button } from '../button.tsx'
import { notify } from '../toaster.tsx'

const text = esCl.table

export type ExportButtonsProps<Row> = {
  /** The list's name: file name and sheet name. */
  name: string
  columns: readonly ExportColumn<Row>[]
  rows: readonly Row[]
  fetchAll?: (() => Promise<readonly Row[]>) | undefined
  disabled?: boolean
}

export function ExportButtons<Row>({
  name,
  columns,
  rows,
  fetchAll,
  disabled = false,
}: ExportButtonsProps<Row>) {
  const [running, setRunning] = useState<ExportFormat | null>(null)

  const run = async (format: ExportFormat) => {
    setRunning(format)
    try {
      const all = fetchAll ? await fetchAll() : rows
      await exportRows({ format, columns, rows: all, name })
    } catch (error) {
      console.error(error)
      notify.error(text.exportFailed)
    } finally {
      setRunning(null)
    }
  }

  const button = (format: ExportFormat, label: string) => (
    <Button
      variant="outline"
      size="sm"
      disabled={disabled || running !== null}
      aria-busy={running === format}
      onClick={() => void run(format)}
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
      {button('csv', text.exportCsv)}
      {button('xlsx', text.exportXlsx)}
      {running ? (
        <span role="status" className="sr-only">
          {text.exporting}
        </span>
      ) : null}
    </>
  )
}
