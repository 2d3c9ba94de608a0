// activos/{id}: an asset with its tipo, marca, flota and owner, where it is and since when, its
// hours, its documents with their expiry (and the way to manage them), who created and last
// changed it, and the way to edit it.
import {
  type ActivoDetail,
  formatPatente,
  formatRut,
  TIPO_DOCUMENTO_ACTIVO_LABEL,
} from '@cordillera/contracts'
import { operacionesQueries } from '@cordillera/data-client'
import { href, routeByName, rowActionKey } from '@cordillera/permissions'
import { LinkButton, QueryView, TrackingNote, useApi, useCan } from '@cordillera/portal/screens'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { DescriptionList } from '@cordillera/ui/components/description-list'
import { EmptyState } from '@cordillera/ui/components/empty-state'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatDate, formatNumber } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { FileText, Pencil } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { EstadoActivoBadge, VencimientoBadge } from '../common/badges.tsx'

export default function ActivoDetalle() {
  const { id = '' } = useParams()
  const api = useApi()
  const can = useCan()
  const query = useQuery(operacionesQueries(api).activos.detail(id))
  const canEdit = can(routeByName('activos-editar').key)
  const canOpen = {
    tipo: can(routeByName('tipos-activo-detalle').key),
    flota: can(routeByName('flotas-detalle').key),
    obra: can(routeByName('obras-detalle').key),
  }
  return (
    <QueryView
      query={query}
      thing="El activo"
      back={{ to: href('activos'), label: 'Volver a activos' }}
    >
      {(activo) => (
        <div className="grid gap-6">
          <PageHeader
            title={`${activo.codigo} · ${activo.modelo}`}
            description={
              <span className="flex flex-wrap items-center gap-2">
                {activo.tipoActivo.nombre} {activo.marca.nombre}
                <EstadoActivoBadge estado={activo.estado} />
                <span>desde el {formatDate(activo.estadoDesde)}</span>
              </span>
            }
            actions={
              canEdit ? (
                <LinkButton to={href('activos-editar', { id: activo.id })}>
                  <Pencil aria-hidden="true" />
                  Editar
                </LinkButton>
              ) : null
            }
          />
          <Card>
            <CardHeader>
              <CardTitle>Datos del activo</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <DescriptionList
                items={[
                  { label: 'Código', value: activo.codigo },
                  {
                    label: 'Tipo de activo',
                    value: (
                      <RefLink
                        to={
                          canOpen.tipo
                            ? href('tipos-activo-detalle', { id: activo.tipoActivo.id })
                            : undefined
                        }
                      >
                        {activo.tipoActivo.nombre}
                      </RefLink>
                    ),
                  },
                  { label: 'Marca', value: activo.marca.nombre },
                  { label: 'Modelo', value: activo.modelo },
                  { label: 'Año', value: String(activo.anio) },
                  {
                    label: 'Patente',
                    value: activo.patente ? formatPatente(activo.patente) : 'Sin patente',
                  },
                  { label: 'Número de serie', value: activo.numeroSerie },
                  {
                    label: 'Horómetro',
                    value: `${formatNumber(activo.horometro, { maxDecimals: 1 })} h`,
                  },
                  {
                    label: 'Flota',
                    value: activo.flota ? (
                      <RefLink
                        to={
                          canOpen.flota
                            ? href('flotas-detalle', { id: activo.flota.id })
                            : undefined
                        }
                      >
                        {activo.flota.nombre}
                      </RefLink>
                    ) : (
                      'Sin flota'
                    ),
                  },
                  { label: 'Propietario', value: <Propietario activo={activo} /> },
                  {
                    label: 'Obra actual',
                    value: activo.obraActual ? (
                      <RefLink
                        to={
                          canOpen.obra
                            ? href('obras-detalle', { id: activo.obraActual.id })
                            : undefined
                        }
                      >
                        {activo.obraActual.codigo} {activo.obraActual.nombre}
                      </RefLink>
                    ) : (
                      'En ninguna obra'
                    ),
                  },
                  { label: 'Observaciones', value: activo.observaciones, wide: true },
                ]}
              />
              <TrackingNote {...activo} />
            </CardContent>
          </Card>
          <DocumentosCard
            activo={activo}
            manage={
              can(rowActionKey('activos', 'files')) ? (
                <LinkButton
                  to={href('activos-documentos', { id: activo.id })}
                  variant="outline"
                  size="sm"
                >
                  <FileText aria-hidden="true" />
                  Gestionar documentos
                </LinkButton>
              ) : null
            }
          />
        </div>
      )}
    </QueryView>
  )
}

function RefLink({ to, children }: { to?: string | undefined; children: ReactNode }) {
  if (!to) return <>{children}</>
  return (
    <Link to={to} className="underline-offset-4 hover:underline">
      {children}
    </Link>
  )
}

function Propietario({ activo }: { activo: ActivoDetail }) {
  if (!activo.propietario) return <>Propio</>
  return (
    <span className="grid">
      <span>{activo.propietario.razonSocial}</span>
      <span className="text-sm text-muted-foreground">RUT {formatRut(activo.propietario.rut)}</span>
    </span>
  )
}

/** The asset's documents, those expiring first first, each with its expiry as of today. */
function DocumentosCard({ activo, manage }: { activo: ActivoDetail; manage: ReactNode }) {
  const documentos = activo.documentosActivo
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>
          Documentos{' '}
          <span className="text-muted-foreground">
            ({formatNumber(activo.documentosActivoTotal)})
          </span>
        </CardTitle>
        {manage}
      </CardHeader>
      <CardContent>
        {documentos.length === 0 ? (
          <EmptyState
            title="Sin documentos"
            description="Aún no se registra su revisión técnica, seguro, permiso de circulación ni certificados."
          />
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Documentos del activo</caption>
            <thead className="text-left text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Documento
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Número
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Vence
                </th>
                <th scope="col" className="py-2 font-medium">
                  Estado
                </th>
              </tr>
            </thead>
            <tbody>
              {documentos.map((documento) => (
                <tr key={documento.id} className="border-t">
                  <td className="py-2 pr-3">{TIPO_DOCUMENTO_ACTIVO_LABEL[documento.tipo]}</td>
                  <td className="py-2 pr-3">{documento.numero ?? '—'}</td>
                  <td className="py-2 pr-3 whitespace-nowrap tabular-nums">
                    {documento.vence ? formatDate(documento.vence) : 'No vence'}
                  </td>
                  <td className="py-2">
                    <VencimientoBadge estado={documento.estadoVencimiento} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  )
}
