// One lessor's incident (`?id=`), as both portals show it (decision 065): what happened, on which
// day and obra, its estado, the closing comment once closed, and its photos, each opened through a
// short-lived link. The lessor's portal and operations' backoffice each say who it is about, who
// closed it, the fields of their own and their actions; another lessor's incident answers 404
// like a missing one.
import { type IncidenteDetail, TIPO_INCIDENTE_LABEL } from '@cordillera/contracts'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { Button } from '@cordillera/ui/components/button'
import type { DescriptionItem } from '@cordillera/ui/components/description-list'
import { formatDate, formatDateTime } from '@cordillera/ui/format'
import type { QueryKey } from '@tanstack/react-query'
import { Image } from 'lucide-react'
import type { ReactNode } from 'react'
import { type DetailEntity, DetailScreen, type ListRoute } from './detail-screen.tsx'
import { estadoItem } from './estado-item.tsx'
import { ItemsCard } from './items-card.tsx'
import { openLink } from './open-link.ts'

export type IncidenteScreenProps<Key extends QueryKey> = {
  id: string
  /** The incidents the reader may see (the lessor's own, or every lessor's). */
  entity: DetailEntity<IncidenteDetail, Key>
  list: ListRoute
  /** The way back above the title (the phone's). */
  backLink?: boolean
  /** After the tipo, under the title: the asset (for the lessor), the lessor (for operations). */
  about: (incidente: IncidenteDetail) => string
  /** The closed notice's title: "Cerrado por Operaciones". */
  closedBy: (incidente: IncidenteDetail) => string
  /** The fields card's title, when it has one. */
  title?: string
  /** The fields of the reader's own, after the day: the lessor and the asset. */
  fields?: (incidente: IncidenteDetail) => readonly DescriptionItem[]
  /** Whether the fields say when it was closed (the lessor's; operations read it in the notice). */
  closedField?: boolean
  /** A photo's short-lived link. */
  fotoUrl: (incidenteId: string, fotoId: string) => Promise<{ url: string }>
  headerActions?: (incidente: IncidenteDetail) => ReactNode
}

export function IncidenteScreen<Key extends QueryKey>({
  id,
  entity,
  list,
  backLink,
  about,
  closedBy,
  title,
  fields,
  closedField,
  fotoUrl,
  headerActions,
}: IncidenteScreenProps<Key>) {
  return (
    <DetailScreen
      id={id}
      entity={entity}
      thing="El incidente"
      list={list}
      backLink={backLink}
      title={(incidente) => `Incidente ${incidente.folio}`}
      description={(incidente) => `${TIPO_INCIDENTE_LABEL[incidente.tipo]} · ${about(incidente)}`}
      headerActions={headerActions}
      notices={(incidente) =>
        incidente.estado === 'cerrado' && incidente.comentarioCierre ? (
          <Alert>
            <AlertTitle>{closedBy(incidente)}</AlertTitle>
            <AlertDescription>{incidente.comentarioCierre}</AlertDescription>
          </Alert>
        ) : null
      }
      fields={{
        title,
        tracking: false,
        items: (incidente) => [
          estadoItem(incidente.estado, incidente.estadoDesde),
          { label: 'Fecha', value: formatDate(incidente.fecha) },
          ...(fields?.(incidente) ?? []),
          {
            label: 'Obra',
            value: incidente.obra ? `${incidente.obra.codigo} ${incidente.obra.nombre}` : null,
          },
          { label: 'Informado', value: formatDateTime(incidente.creadoEn) },
          ...(closedField
            ? [
                {
                  label: 'Cerrado',
                  value: incidente.cerradoEn ? formatDateTime(incidente.cerradoEn) : null,
                },
              ]
            : []),
          { label: 'Qué pasó', value: incidente.descripcion, wide: true },
        ],
      }}
    >
      {(incidente) => <Fotos incidente={incidente} fotoUrl={fotoUrl} />}
    </DetailScreen>
  )
}

function Fotos({
  incidente,
  fotoUrl,
}: {
  incidente: IncidenteDetail
  fotoUrl: IncidenteScreenProps<QueryKey>['fotoUrl']
}) {
  return (
    <ItemsCard
      title="Fotos"
      items={incidente.fotos}
      label="Fotos"
      empty="Sin fotos."
      className="flex flex-wrap gap-2"
    >
      {(foto) => (
        <li key={foto.id}>
          <Button
            variant="outline"
            className="h-11"
            onClick={() => void openLink(() => fotoUrl(incidente.id, foto.id))}
          >
            <Image aria-hidden="true" />
            {foto.archivo.nombre}
          </Button>
        </li>
      )}
    </ItemsCard>
  )
}
