// activos/{id}/documentos: the documents an asset must carry (revisión técnica, SOAP…), the next
// to expire first, each flagged Vencido or Por vencer on Santiago's calendar; added with their
// file (uploaded with progress), downloaded, edited, their file replaced, and deleted.
import { type DocumentoActivoRow, TIPO_DOCUMENTO_ACTIVO_LABEL } from '@cordillera/contracts'
import { operacionesQueries, useEntityMutation } from '@cordillera/data-client'
import { href, routeByName } from '@cordillera/permissions'
import {
  apiErrorMessage,
  LinkButton,
  QueryView,
  useApi,
  useCan,
  useDeleteConfirm,
} from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent } from '@cordillera/ui/components/card'
import { Dialog, DialogContent } from '@cordillera/ui/components/dialog'
import { EmptyState } from '@cordillera/ui/components/empty-state'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { formatDate, formatFileSize } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { Download, FileUp, Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { VencimientoBadge } from '../common/badges.tsx'
import { AgregarDocumento, EditarDocumento, ReemplazarArchivo } from './documento-dialogs.tsx'

type Editing =
  | { mode: 'agregar' }
  | { mode: 'editar' | 'reemplazar'; documento: DocumentoActivoRow }
  | null

const nameOf = (documento: DocumentoActivoRow) =>
  `${TIPO_DOCUMENTO_ACTIVO_LABEL[documento.tipo]}${documento.numero ? ` ${documento.numero}` : ''}`

export default function ActivoDocumentos() {
  const { id = '' } = useParams()
  const api = useApi()
  const can = useCan()
  const queries = operacionesQueries(api)
  const canSeeActivo = can(routeByName('activos-detalle').key)
  // The header names the asset when the user may read it; the documents do not wait for it.
  const activo = useQuery({ ...queries.activos.detail(id), enabled: canSeeActivo })
  const documentos = useQuery(queries.documentosActivo.list(id))
  const [editing, setEditing] = useState<Editing>(null)
  const deleteRow = useEntityMutation(queries.documentosActivo, (documento: DocumentoActivoRow) =>
    api.operaciones.documentosActivo.delete(id, documento.id, documento.version),
  )
  const confirmDelete = useDeleteConfirm<DocumentoActivoRow>({
    title: 'Eliminar documento',
    describe: (documento) =>
      `¿Eliminar ${nameOf(documento)}? Su archivo queda guardado en el historial.`,
    deleteRow: (documento) => deleteRow.mutateAsync(documento),
    done: (documento) => `${nameOf(documento)} se eliminó.`,
  })

  async function download(documento: DocumentoActivoRow) {
    try {
      const { url } = await api.operaciones.documentosActivo.downloadUrl(id, documento.id)
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

  const codigo = activo.data?.codigo
  const close = () => setEditing(null)
  return (
    <QueryView
      query={documentos}
      thing="El activo"
      back={{ to: href('activos'), label: 'Volver a activos' }}
    >
      {({ items }) => (
        <div className="grid gap-6">
          <PageHeader
            title={codigo ? `Documentos de ${codigo}` : 'Documentos del activo'}
            description={<Resumen documentos={items} />}
            actions={
              <div className="flex flex-wrap gap-2">
                {canSeeActivo ? (
                  <LinkButton variant="outline" to={href('activos-detalle', { id })}>
                    Ver activo
                  </LinkButton>
                ) : null}
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
                <EmptyState
                  title="Sin documentos"
                  description="Agrega la revisión técnica, el SOAP y los demás documentos que el activo debe portar."
                />
              ) : (
                <DocumentosTable
                  documentos={items}
                  onDownload={download}
                  onEdit={(documento) => setEditing({ mode: 'editar', documento })}
                  onReplace={(documento) => setEditing({ mode: 'reemplazar', documento })}
                  onDelete={confirmDelete.ask}
                />
              )}
            </CardContent>
          </Card>
          <Dialog open={editing !== null} onOpenChange={(open) => !open && close()}>
            <DialogContent className="sm:max-w-lg">
              {editing?.mode === 'agregar' ? (
                <AgregarDocumento activoId={id} onDone={close} />
              ) : null}
              {editing?.mode === 'editar' ? (
                <EditarDocumento activoId={id} documento={editing.documento} onDone={close} />
              ) : null}
              {editing?.mode === 'reemplazar' ? (
                <ReemplazarArchivo activoId={id} documento={editing.documento} onDone={close} />
              ) : null}
            </DialogContent>
          </Dialog>
          {confirmDelete.dialog}
        </div>
      )}
    </QueryView>
  )
}

/** "2 vencidos · 1 por vencer", or that every document is in order. */
function Resumen({ documentos }: { documentos: readonly DocumentoActivoRow[] }) {
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

function DocumentosTable({
  documentos,
  onDownload,
  onEdit,
  onReplace,
  onDelete,
}: {
  documentos: readonly DocumentoActivoRow[]
  onDownload: (documento: DocumentoActivoRow) => void
  onEdit: (documento: DocumentoActivoRow) => void
  onReplace: (documento: DocumentoActivoRow) => void
  onDelete: (documento: DocumentoActivoRow) => void
}) {
  const cell = 'px-3 py-2 align-top'
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Documentos del activo</caption>
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
            const name = nameOf(documento)
            return (
              <tr
                key={documento.id}
                className="border-b last:border-0"
                data-documento={documento.id}
              >
                <th scope="row" className={`${cell} text-left font-medium`}>
                  {TIPO_DOCUMENTO_ACTIVO_LABEL[documento.tipo]}
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
                    <Button
                      size="icon-sm"
                      variant="ghost"
                      aria-label={`Descargar ${name}`}
                      title="Descargar"
                      onClick={() => onDownload(documento)}
                    >
                      <Download aria-hidden="true" />
                    </Button>
                    <Button
                      size="icon-sm"
                      variant="ghost"
                      aria-label={`Reemplazar archivo de ${name}`}
                      title="Reemplazar archivo"
                      onClick={() => onReplace(documento)}
                    >
                      <FileUp aria-hidden="true" />
                    </Button>
                    <Button
                      size="icon-sm"
                      variant="ghost"
                      aria-label={`Editar ${name}`}
                      title="Editar"
                      onClick={() => onEdit(documento)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      size="icon-sm"
                      variant="ghost"
                      aria-label={`Eliminar ${name}`}
                      title="Eliminar"
                      onClick={() => onDelete(documento)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
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
