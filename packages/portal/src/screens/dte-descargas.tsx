// An issued DTE's two files — the signed EnvioDTE's XML and its printed PDF — wherever a screen
// shows one (the issued documents' list, an EDP's factura, a movement's guía): the rows' "Descargar
// XML" / "Descargar PDF" and, beside a folio, two small buttons. The screen gives the data client's
// two calls (`siiApi(api).documentos`), so this file loads no area; the API checks the tipo's key.
import type { DownloadedFile } from '@cordillera/data-client'
import type { AccessKey } from '@cordillera/permissions'
import { Button } from '@cordillera/ui/components/button'
import type { RowAction } from '@cordillera/ui/components/data-table/data-table'
import { FileDown } from 'lucide-react'
import { useFileDownload } from './use-file-download.ts'

export type DteArchivos = {
  xml: (id: string) => Promise<DownloadedFile>
  pdf: (id: string) => Promise<DownloadedFile>
}
export type DteFormato = keyof DteArchivos

const FORMATOS = [
  ['xml', 'XML'],
  ['pdf', 'PDF'],
] as const satisfies readonly (readonly [DteFormato, string])[]

/** `descargar({ id }, 'pdf')` saves the file; `pendiente` is the one on its way (`${id}:pdf`). */
export function useDteDescargas(archivos: DteArchivos) {
  const { descargar, pendiente } = useFileDownload<string>()
  return {
    descargar: (documento: { id: string }, formato: DteFormato) =>
      descargar(`${documento.id}:${formato}`, () => archivos[formato](documento.id)),
    pendiente,
  }
}
export type DteDescargas = ReturnType<typeof useDteDescargas>

/** A list's row actions "Descargar XML" and "Descargar PDF" of the row's document, when it has one. */
export function dteRowActions<Row>(
  descargas: DteDescargas,
  documentoDe: (row: Row) => { id: string } | null,
  key: AccessKey,
): RowAction<Row>[] {
  return FORMATOS.map(([formato, texto]) => ({
    id: `dte-${formato}`,
    label: `Descargar ${texto}`,
    icon: <FileDown aria-hidden="true" />,
    key,
    visible: (row: Row) => documentoDe(row) !== null,
    onSelect: (row: Row) => {
      const documento = documentoDe(row)
      if (documento) void descargas.descargar(documento, formato)
    },
  }))
}

/** "XML" and "PDF" buttons beside a document's folio; `nombre` names it for screen readers. */
export function DteBotones({
  documento,
  nombre,
  descargas,
}: {
  documento: { id: string }
  /** "factura N° 123" */
  nombre: string
  descargas: DteDescargas
}) {
  return (
    <span className="inline-flex gap-1">
      {FORMATOS.map(([formato, texto]) => (
        <Button
          key={formato}
          type="button"
          size="sm"
          variant="outline"
          aria-label={`Descargar ${texto} de la ${nombre}`}
          pending={descargas.pendiente === `${documento.id}:${formato}`}
          onClick={() => void descargas.descargar(documento, formato)}
        >
          <FileDown aria-hidden="true" />
          {texto}
        </Button>
      ))}
    </span>
  )
}
