// obras/{id}: an obra with its constructora and razón social, its address and dates, its
// administrador de obra, who created and last changed it, and the way to edit it.

import { formatRut, type ObraDetail, regionPorCodigo } from '@cordillera/contracts'
import { comercialQueries } from '@cordillera/data-client/comercial'
import { href, routeByName } from '@cordillera/permissions'
import {
  ActivoBadge,
  comunaLabel,
  DetailScreen,
  FieldsCard,
  mailLink,
  phoneLink,
  RowLink,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { formatDate } from '@cordillera/ui/format'
import { Pencil } from 'lucide-react'

export default function ObraDetalle() {
  const api = useApi()
  const can = useCan()
  const canOpenRazonSocial = can(routeByName('razones-sociales-detalle-guion').key)
  return (
    <DetailScreen
      entity={comercialQueries(api).obras}
      thing="La obra"
      list="obras"
      title={(obra) => obra.nombre}
      description={(obra) => (
        <span className="flex flex-wrap items-center gap-2">
          Obra {obra.codigo} <ActivoBadge activo={obra.activa} femenino />
        </span>
      )}
      actions={() => [{ label: 'Editar', icon: Pencil, route: 'obras-editar' }]}
      fields={{
        title: 'Datos de la obra',
        items: (obra) => [
          { label: 'Código', value: obra.codigo },
          {
            label: 'Constructora',
            value: (
              <RowLink to={href('constructora-detalle', { id: obra.constructora.id })}>
                {obra.constructora.nombre}
              </RowLink>
            ),
          },
          {
            label: 'Razón social',
            value: (
              <RowLink
                to={
                  canOpenRazonSocial
                    ? href('razones-sociales-detalle-guion', { id: obra.razonSocial.id })
                    : undefined
                }
              >
                {obra.razonSocial.razonSocial}
              </RowLink>
            ),
          },
          { label: 'RUT de facturación', value: formatRut(obra.razonSocial.rut) },
          { label: 'Dirección', value: obra.direccion },
          { label: 'Comuna', value: comunaLabel(obra.comuna) },
          { label: 'Región', value: regionPorCodigo(obra.region)?.nombre ?? obra.region },
          { label: 'Fecha de inicio', value: formatDate(obra.fechaInicio) },
          {
            label: 'Fecha de término',
            value: obra.fechaTermino ? formatDate(obra.fechaTermino) : 'Sin definir',
          },
        ],
      }}
    >
      {(obra) => <AdministradorCard administrador={obra.administrador} />}
    </DetailScreen>
  )
}

function AdministradorCard({ administrador }: { administrador: ObraDetail['administrador'] }) {
  const { nombre, email, telefono } = administrador
  return (
    <FieldsCard
      title="Administrador de obra"
      items={
        nombre || email || telefono
          ? [
              { label: 'Nombre', value: nombre },
              { label: 'Correo', value: mailLink(email) },
              { label: 'Teléfono', value: phoneLink(telefono) },
            ]
          : null
      }
      empty="Aún no se registra quién administra esta obra."
    />
  )
}
