// trabajadores/{id}: a worker's data, his operator record (licence, certifications, the user he
// signs his reports with, whether he runs an asset now) and his documents with their expiry, who
// created and last changed him, and the ways to edit him and manage his documents.
import { formatRut, type TrabajadorDetail } from '@cordillera/contracts'
import { trabajadoresQueries } from '@cordillera/data-client'
import { href } from '@cordillera/permissions'
import {
  ActivoBadge,
  QueryView,
  type RelatedColumn,
  RelatedRowsCard,
  RouteLinkButton,
  TrackingNote,
  useApi,
  VencimientoBadge,
} from '@cordillera/portal/screens'
import { Badge } from '@cordillera/ui/components/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { DescriptionList } from '@cordillera/ui/components/description-list'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatDate } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { FileText, History, Pencil } from 'lucide-react'
import { useParams } from 'react-router'
import { tipoDocumentoText } from './documento-trabajador-text.ts'

export default function TrabajadorDetalle() {
  const { id = '' } = useParams()
  const api = useApi()
  const query = useQuery(trabajadoresQueries(api).trabajadores.detail(id))
  return (
    <QueryView
      query={query}
      thing="El trabajador"
      back={{ to: href('trabajadores'), label: 'Volver a trabajadores' }}
    >
      {(trabajador) => (
        <div className="grid gap-6">
          <PageHeader
            title={`${trabajador.nombres} ${trabajador.apellidos}`}
            description={
              <span className="flex flex-wrap items-center gap-2">
                RUT {formatRut(trabajador.rut)} · {trabajador.cargo}
                <ActivoBadge activo={trabajador.activo} />
                {trabajador.operador ? <Badge variant="info">Operador</Badge> : null}
              </span>
            }
            actions={
              <RouteLinkButton
                route="trabajadores-editar"
                params={{ id: trabajador.id }}
                icon={Pencil}
              >
                Editar
              </RouteLinkButton>
            }
          />
          <Card>
            <CardHeader>
              <CardTitle>Datos del trabajador</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <DescriptionList
                items={[
                  { label: 'RUT', value: formatRut(trabajador.rut) },
                  { label: 'Nombres', value: trabajador.nombres },
                  { label: 'Apellidos', value: trabajador.apellidos },
                  { label: 'Cargo', value: trabajador.cargo },
                  { label: 'Fecha de ingreso', value: formatDate(trabajador.fechaIngreso) },
                  {
                    label: 'Teléfono',
                    value: trabajador.telefono ? (
                      <a
                        href={`tel:${trabajador.telefono}`}
                        className="underline-offset-4 hover:underline"
                      >
                        {trabajador.telefono}
                      </a>
                    ) : null,
                  },
                  {
                    label: 'Correo',
                    value: trabajador.email ? (
                      <a
                        href={`mailto:${trabajador.email}`}
                        className="underline-offset-4 hover:underline"
                      >
                        {trabajador.email}
                      </a>
                    ) : null,
                  },
                  {
                    label: 'Estado',
                    value: trabajador.activo
                      ? 'Trabaja en la empresa'
                      : 'Ya no trabaja en la empresa',
                  },
                ]}
              />
              <TrackingNote {...trabajador} />
            </CardContent>
          </Card>
          <OperadorCard trabajador={trabajador} />
          <RelatedRowsCard
            title="Documentos"
            caption="Documentos del trabajador"
            total={trabajador.documentos.length}
            rows={trabajador.documentos}
            columns={documentoColumns}
            rowKey={(documento) => documento.id}
            empty={{
              title: 'Sin documentos',
              description: 'Aún no se registra su licencia, sus exámenes ni sus certificaciones.',
            }}
            action={
              <RouteLinkButton
                route="trabajadores-documentos"
                params={{ id: trabajador.id }}
                icon={FileText}
                variant="outline"
                size="sm"
              >
                Gestionar documentos
              </RouteLinkButton>
            }
          />
        </div>
      )}
    </QueryView>
  )
}

/** His operator record, or how to make him one (the edit's "Es operador"). */
function OperadorCard({ trabajador }: { trabajador: TrabajadorDetail }) {
  const { operador } = trabajador
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Operador</CardTitle>
        {operador ? (
          <RouteLinkButton
            route="operadores-historial-report"
            params={{ id: operador.id }}
            icon={History}
            variant="outline"
            size="sm"
          >
            Historial de reports
          </RouteLinkButton>
        ) : null}
      </CardHeader>
      <CardContent>
        {operador ? (
          <DescriptionList
            items={[
              { label: 'Clase de licencia', value: `Clase ${operador.licenciaClase}` },
              {
                label: 'Certificaciones',
                value:
                  operador.certificaciones.length > 0 ? (
                    <span className="flex flex-wrap gap-1">
                      {operador.certificaciones.map((certificacion) => (
                        <Badge key={certificacion} variant="neutral">
                          {certificacion}
                        </Badge>
                      ))}
                    </span>
                  ) : (
                    'Sin certificaciones'
                  ),
              },
              {
                label: 'Usuario',
                value: operador.usuario
                  ? operador.usuario.email
                  : 'Sin usuario: no firma sus reports en el portal de operadores',
              },
              {
                label: 'Asignación',
                value: operador.asignado ? 'Opera un equipo asignado' : 'Sin equipo asignado',
              },
            ]}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            No es operador. Para que opere maquinaria, edítalo y marca «Es operador».
          </p>
        )}
      </CardContent>
    </Card>
  )
}

/** His documents, those expiring first first, each with its expiry as of today. */
const documentoColumns: RelatedColumn<TrabajadorDetail['documentos'][number]>[] = [
  { header: 'Documento', cell: tipoDocumentoText },
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
