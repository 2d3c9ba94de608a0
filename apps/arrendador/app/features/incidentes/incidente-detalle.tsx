// One of the lessor's incidents (`?id=`): what happened, its estado and, once Operaciones closed
// it, what was done; its photos open through a short-lived link. Another lessor's incident answers
// 404 like a missing one.
import { type IncidenteDetail, TIPO_INCIDENTE_LABEL } from '@cordillera/contracts'
import { arrendadorApi, arrendadorQueries } from '@cordillera/data-client/arrendador'
import {
  estadoItem,
  FieldsCard,
  LinkButton,
  QueryView,
  showApiError,
  useApi,
} from '@cordillera/portal/screens'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatDate, formatDateTime } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, Image } from 'lucide-react'
import { incidentesHref } from './incidentes-href.ts'

export function IncidenteDetalle({ id }: { id: string }) {
  const api = useApi()
  const query = useQuery(arrendadorQueries(api).incidentes.detail(id))
  const back = { to: incidentesHref.lista(), label: 'Volver a incidentes' }
  return (
    <QueryView query={query} back={back} thing="El incidente">
      {(incidente) => <Detalle incidente={incidente} backTo={back.to} />}
    </QueryView>
  )
}

function Detalle({ incidente, backTo }: { incidente: IncidenteDetail; backTo: string }) {
  const api = useApi()
  const open = async (fotoId: string) => {
    try {
      const { url } = await arrendadorApi(api).incidentes.fotoUrl(incidente.id, fotoId)
      window.open(url, '_blank', 'noopener')
    } catch (error) {
      showApiError(error)
    }
  }
  return (
    <div className="grid gap-5">
      <div>
        <LinkButton to={backTo} variant="ghost" className="-ml-3 h-11">
          <ArrowLeft aria-hidden="true" />
          Incidentes
        </LinkButton>
      </div>
      <PageHeader
        title={`Incidente ${incidente.folio}`}
        description={`${TIPO_INCIDENTE_LABEL[incidente.tipo]} · ${incidente.activo.codigo} ${incidente.activo.modelo}`}
      />
      {incidente.estado === 'cerrado' && incidente.comentarioCierre ? (
        <Alert>
          <AlertTitle>Cerrado por Operaciones</AlertTitle>
          <AlertDescription>{incidente.comentarioCierre}</AlertDescription>
        </Alert>
      ) : null}
      <FieldsCard
        items={[
          estadoItem(incidente.estado, incidente.estadoDesde),
          { label: 'Fecha', value: formatDate(incidente.fecha) },
          {
            label: 'Obra',
            value: incidente.obra ? `${incidente.obra.codigo} ${incidente.obra.nombre}` : null,
          },
          { label: 'Informado', value: formatDateTime(incidente.creadoEn) },
          {
            label: 'Cerrado',
            value: incidente.cerradoEn ? formatDateTime(incidente.cerradoEn) : null,
          },
          { label: 'Qué pasó', value: incidente.descripcion, wide: true },
        ]}
      />
      <Card>
        <CardHeader>
          <CardTitle>Fotos</CardTitle>
        </CardHeader>
        <CardContent>
          {incidente.fotos.length === 0 ? (
            <p className="text-muted-foreground">Sin fotos.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Fotos">
              {incidente.fotos.map((foto) => (
                <li key={foto.id}>
                  <Button variant="outline" className="h-11" onClick={() => void open(foto.id)}>
                    <Image aria-hidden="true" />
                    {foto.archivo.nombre}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  )
}
