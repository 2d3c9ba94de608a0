// One owner's documents screen (an asset's `activos/{id}/documentos`, a worker's
// `trabajadores/{id}/documentos`): the documents, the next to expire first, each flagged Vencido or
// Por vencer on Santiago's calendar; added with their file (uploaded with progress), downloaded,
// edited, their file replaced, and deleted (the file stays). The owner's feature screen gives the
// list query, its header and its setup (tipos, schemas, calls).
import { useEntityMutation } from '@cordillera/data-client'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent } from '@cordillera/ui/components/card'
import { EmptyState } from '@cordillera/ui/components/empty-state'
import type { FormSchema } from '@cordillera/ui/components/forms/form'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { formatDate, formatFileSize } from '@cordillera/ui/format'
import type { UseQueryResult } from '@tanstack/react-query'
import { Download, FileUp, Pencil, Plus, Trash2 } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { apiErrorMessage } from '../api-error.ts'
import { FormDialog } from '../form-dialog.tsx'
import { QueryView } from '../query-view.tsx'
import { useDeleteConfirm } from '../screen-parts.tsx'
import {
  AgregarDocumento,
  type DocumentosSetup,
  EditarDocumento,
  ReemplazarArchivo,
} from './documento-dialogs.tsx'
import type { DocumentoRowBase } from './documento-row.ts'
import { VencimientoBadge } from './vencimiento-badge.tsx'

export type DocumentosScreenProps<
  Row extends DocumentoRowBase,
  C extends FormSchema,
  U extends FormSchema,
> = {
  /** The owner's documents (its list call). */
  query: UseQueryResult<{ items: Row[] }>
  /** For the not-found page: "El activo". */
  thing: string
  back: { to: string; label: string }
  title: string
  /** The header's own actions, before "Agregar documento" (the way to the owner). */
  actions?: ReactNode
  /** What an owner without documents should add. */
  emptyDescription: string
  /** The table's caption for assistive technology: "Documentos del activo". */
  caption: string
  setup: DocumentosSetup<Row, C, U>
}

type Editing<Row> = { mode: 'agregar' } | { mode: 'editar' | 'reemplazar'; documento: Row } | null

export function DocumentosScreen<
  Row extends DocumentoRowBase,
  C extends FormSchema,
  U extends FormSchema,
>({
  query,
  thing,
  back,
  title,
  actions,
  emptyDescription,
  caption,
  setup,
}: DocumentosScreenProps<Row, C, U>) {
  const [editing, setEditing] = useState<Editing<Row>>(null)
  const deleteRow = useEntityMutation(setup.entity, setup.calls.delete)
  const confirmDelete = useDeleteConfirm<Row>({
    title: 'Eliminar documento',
    describe: (documento) =>
      `¿Eliminar ${setup.nameOf(documento)}? Su archivo queda guardado en el historial.`,
    deleteRow: (documento) => deleteRow.mutateAsync(documento),
    done: (documento) => `${setup.nameOf(documento)} se eliminó.`,
  })

  async function download(documento: Row) {
    try {
      const { url } = await setup.calls.downloadUrl(documento.id)
      // The storage answers it as an attachment: following the link downloads, it does not leave.
      const link = document.createElement('a')
      link.href = url
      link.rel = 'noopener'
      document.body.append(link)
      link.click()
      link.remove()
    } catch (error) {
      notify.error(apiErrorMessage(error))
    }
  }

  const close = () => setEditing(null)
  return (
    <QueryView query={query} thing={thing} back={back}>
      {({ items }) => (
        <div className="grid gap-6">
          <PageHeader
            title={title}
            description={<Resumen documentos={items} />}
            actions={
              <div className="flex flex-wrap gap-2">
                {actions}
                <Button onClick={() => setEditing({ mode: 'agregar' })}>
                  <Plus aria-hidden="true" />
                  Agregar documento
                </Button>
              </div>
            }
          />
          <Card>
            <CardContent>
              {items.length === 0 ? (
                <EmptyState title="Sin documentos" description={emptyDescription} />
              ) : (
                <DocumentosTable
                  documentos={items}
                  caption={caption}
                  setup={setup}
                  onDownload={download}
                  onEdit={(documento) => setEditing({ mode: 'editar', documento })}
                  onReplace={(documento) => setEditing({ mode: 'reemplazar', documento })}
                  onDelete={confirmDelete.ask}
                />
              )}
            </CardContent>
          </Card>
          <FormDialog open={editing !== null} onClose={close} className="sm:max-w-lg">
            {editing?.mode === 'agregar' ? <AgregarDocumento setup={setup} onDone={close} /> : null}
            {editing?.mode === 'editar' ? (
              <EditarDocumento setup={setup} documento={editing.documento} onDone={close} />
            ) : null}
            {editing?.mode === 'reemplazar' ? (
              <ReemplazarArchivo setup={setup} documento={editing.documento} onDone={close} />
            ) : null}
          </FormDialog>
          {confirmDelete.dialog}
        </div>
      )}
    </QueryView>
  )
}

/** "2 vencidos · 1 por vencer", or that every document is in order. */
function Resumen({ documentos }: { documentos: readonly DocumentoRowBase[] }) {
  const vencidos = documentos.filter((each) => each.estadoVencimiento === 'vencido').length
  const porVencer = documentos.filter((each) => each.estadoVencimiento === 'por-vencer').length
  if (documentos.length === 0) return <>Aún no tiene documentos registrados.</>
  if (vencidos === 0 && porVencer === 0) return <>Todos sus documentos están al día.</>
  const parts = [
    vencidos ? `${vencidos} ${vencidos === 1 ? 'vencido' : 'vencidos'}` : null,
    porVencer ? `${porVencer} por vencer en los próximos 30 días` : null,
  ].filter(Boolean)
  return <>{parts.join(' · ')}</>
}

function DocumentosTable<Row extends DocumentoRowBase, C extends FormSchema, U extends FormSchema>({
  documentos,
  caption,
  setup,
  onDownload,
  onEdit,
  onReplace,
  onDelete,
}: {
  documentos: readonly Row[]
  caption: string
  setup: DocumentosSetup<Row, C, U>
  onDownload: (documento: Row) => void
  onEdit: (documento: Row) => void
  onReplace: (documento: Row) => void
  onDelete: (documento: Row) => void
}) {
  const cell = 'px-3 py-2 align-top'
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-left text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className={cell}>
              Tipo
            </th>
            <th scope="col" className={cell}>
              Número
            </th>
            <th scope="col" className={cell}>
              Emisión
            </th>
            <th scope="col" className={cell}>
              Vence
            </th>
            <th scope="col" className={cell}>
              Archivo
            </th>
            <th scope="col" className={cell}>
              <span className="sr-only">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {documentos.map((documento) => {
            const name = setup.nameOf(documento)
            return (
              <tr
                key={documento.id}
                className="border-b last:border-0"
                data-documento={documento.id}
              >
                <th scope="row" className={`${cell} text-left font-medium`}>
                  {setup.tipoText(documento)}
                </th>
                <td className={cell}>{documento.numero ?? '—'}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  {documento.fechaEmision ? formatDate(documento.fechaEmision) : '—'}
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  <span className="flex flex-wrap items-center gap-2">
                    {documento.vence ? formatDate(documento.vence) : 'Sin vencimiento'}
                    {documento.estadoVencimiento === 'vencido' ||
                    documento.estadoVencimiento === 'por-vencer' ? (
                      <VencimientoBadge estado={documento.estadoVencimiento} />
                    ) : null}
                  </span>
                </td>
                <td className={cell}>
                  <span className="block max-w-56 truncate" title={documento.archivo.nombre}>
                    {documento.archivo.nombre}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {formatFileSize(documento.archivo.bytes)}
                  </span>
                </td>
                <td className={`${cell} whitespace-nowrap text-right`}>
                  <span className="inline-flex gap-1">
                    {(
                      [
                        ['Descargar', `Descargar ${name}`, Download, onDownload],
                        ['Reemplazar archivo', `Reemplazar archivo de ${name}`, FileUp, onReplace],
                        ['Editar', `Editar ${name}`, Pencil, onEdit],
                        ['Eliminar', `Eliminar ${name}`, Trash2, onDelete],
                      ] as const
                    ).map(([title, label, Icon, onClick]) => (
                      <Button
                        key={title}
                        size="icon-sm"
                        variant="ghost"
                        aria-label={label}
                        title={title}
                        onClick={() => onClick(documento)}
                      >
                        <Icon aria-hidden="true" />
                      </Button>
                    ))}
                  </span>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
