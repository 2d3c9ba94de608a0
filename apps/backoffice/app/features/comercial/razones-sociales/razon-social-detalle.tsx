// razones_sociales/{id} (and razones-sociales/{id}): a razón social with its contactos and obras,
// who created and last changed it, and the way to edit it.

import { formatRut, type listObrasRoute, regionPorCodigo } from '@cordillera/contracts'
import { comercialQueries } from '@cordillera/data-client/comercial'
import { href, routeByName, rowActionKey } from '@cordillera/permissions'
import {
  ActivoBadge,
  comunaLabel,
  DetailScreen,
  listFilterQuery,
  RowLink,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { Pencil } from 'lucide-react'
import { ObrasResumen } from '../common/obras-resumen.tsx'
import { ContactosSection } from './contactos-section.tsx'

export default function RazonSocialDetalle() {
  const api = useApi()
  const can = useCan()
  return (
    <DetailScreen
      entity={comercialQueries(api).razonesSociales}
      thing="La razón social"
      list="razones-sociales"
      title={(razon) => razon.razonSocial}
      description={(razon) => (
        <span className="flex flex-wrap items-center gap-2">
          RUT {formatRut(razon.rut)} <ActivoBadge activo={razon.activo} femenino />
        </span>
      )}
      actions={() => [{ label: 'Editar', icon: Pencil, route: 'razones-sociales-editar' }]}
      fields={{
        title: 'Datos de facturación',
        items: (razon) => [
          { label: 'Nombre de fantasía', value: razon.nombreFantasia },
          { label: 'Giro', value: razon.giro },
          {
            label: 'Grupo cliente',
            value: razon.grupoCliente ? (
              <RowLink to={href('grupo-cliente-detalle', { id: razon.grupoCliente.id })}>
                {razon.grupoCliente.nombre}
              </RowLink>
            ) : null,
          },
          { label: 'Dirección', value: razon.direccion },
          { label: 'Comuna', value: comunaLabel(razon.comuna) },
          { label: 'Región', value: regionPorCodigo(razon.region)?.nombre },
          { label: 'Teléfono', value: razon.telefono },
          { label: 'Correo', value: razon.email },
        ],
      }}
    >
      {(razon) => (
        <>
          <ContactosSection
            razonSocialId={razon.id}
            contactos={razon.contactos}
            canEdit={can(routeByName('razones-sociales-editar').key)}
          />
          <ObrasResumen
            obras={razon.obras}
            total={razon.obrasTotal}
            canOpen={can(rowActionKey('obras', 'read'))}
            listHref={href(
              'obras',
              {},
              listFilterQuery<typeof listObrasRoute>({ razonSocialId: razon.id }),
            )}
            empty="Esta razón social aún no tiene obras."
          />
        </>
      )}
    </DetailScreen>
  )
}
