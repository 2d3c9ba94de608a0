// A detail's card of its owner's documents (an asset's, a worker's): each with its number, when it
// expires and its expiry as of today, those expiring first first, and the way to manage them for
// whoever may open that screen.
import type { RouteName } from '@cordillera/permissions'
import { formatDate } from '@cordillera/ui/format'
import { FileText } from 'lucide-react'
import type { ReactNode } from 'react'
import { type RelatedColumn, RelatedRowsCard } from '../related-rows-card.tsx'
import { RouteLinkButton, type RouteLinkButtonProps } from '../route-link-button.tsx'
import type { DocumentoRowBase } from './documento-row.ts'
import { VencimientoBadge } from './vencimiento-badge.tsx'

type DocumentoResumen = Pick<DocumentoRowBase, 'id' | 'numero' | 'vence' | 'estadoVencimiento'>

export function DocumentosCard<Row extends DocumentoResumen>({
  caption,
  rows,
  total,
  tipo,
  empty,
  manage,
}: {
  /** The table's caption: "Documentos del activo". */
  caption: string
  rows: readonly Row[]
  total: number
  /** The Documento column: the document's kind as its owner names it. */
  tipo: (documento: Row) => ReactNode
  /** What the empty card says is not recorded yet. */
  empty: string
  /** The owner's documents screen (`activos-documentos`) and the owner's id. */
  manage: { route: RouteName; id: string }
}) {
  const columns: RelatedColumn<Row>[] = [
    { header: 'Documento', cell: tipo },
    { header: 'Número', cell: (documento) => documento.numero ?? '—' },
    {
      header: 'Vence',
      cell: (documento) => (documento.vence ? formatDate(documento.vence) : 'No vence'),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      header: 'Estado',
      cell: (documento) => <VencimientoBadge estado={documento.estadoVencimiento} />,
    },
  ]
  // The route is any owner's documents screen; its one param is the owner's id.
  const link = { route: manage.route, params: { id: manage.id } } as RouteLinkButtonProps<RouteName>
  return (
    <RelatedRowsCard
      title="Documentos"
      caption={caption}
      total={total}
      rows={rows}
      columns={columns}
      empty={{ title: 'Sin documentos', description: empty }}
      action={
        <RouteLinkButton {...link} icon={FileText} variant="outline" size="sm">
          Gestionar documentos
        </RouteLinkButton>
      }
    />
  )
}
