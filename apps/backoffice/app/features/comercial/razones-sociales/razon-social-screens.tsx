// The razón social's screens, declared once (decision 054): the billed legal entities, with their
// contactos and obras; edit, delete and export for whoever has their keys. A grupo cliente's detail
// links to the list with `f.grupoClienteId`. The detail is served on the dashed path too.
import {
  formatRut,
  type RazonSocialDetail,
  type RazonSocialRow,
  razonSocialColumns,
  regionPorCodigo,
} from '@cordillera/contracts'
import { comercialQueries } from '@cordillera/data-client/comercial'
import { href, routeByName } from '@cordillera/permissions'
import {
  ActivoBadge,
  activoCell,
  comunaLabel,
  type EntitySectionProps,
  RowLink,
  useCan,
} from '@cordillera/portal/screens'
import { comercialScreens } from '../common/comercial-screens.ts'
import { ObrasResumen } from '../common/obras-resumen.tsx'
import { ContactosSection } from './contactos-section.tsx'

export const razonSocialScreens = comercialScreens({
  route: 'razones-sociales',
  routes: { detail: 'razones-sociales-detalle-guion' },
  noun: 'la razón social',
  said: 'name',
  list: {
    description: 'Las empresas a las que se factura: su RUT, giro, dirección y grupo.',
    search: 'Buscar por RUT, razón social o nombre de fantasía',
    sort: 'razonSocial',
    columns: razonSocialColumns,
    cells: { activo: activoCell((row: RazonSocialRow) => row.activo, { femenino: true }) },
    related: (api) => [
      {
        filter: 'grupoClienteId',
        prefix: 'Razones sociales del grupo',
        fallback: 'elegido',
        nameInRow: (row, id) => (row.grupoCliente?.id === id ? row.grupoCliente.nombre : undefined),
        name: comercialQueries(api).gruposCliente.name,
      },
    ],
    describe: (row) =>
      `¿Eliminar ${row.razonSocial} (${formatRut(row.rut)})? Solo se puede si no tiene obras.`,
  },
  create: {
    description: 'Los datos con que se emiten sus facturas: RUT, razón social, giro y dirección.',
  },
  edit: {
    form: (razon) => ({
      rut: razon.rut,
      razonSocial: razon.razonSocial,
      nombreFantasia: razon.nombreFantasia ?? '',
      giro: razon.giro,
      direccion: razon.direccion,
      comuna: razon.comuna,
      telefono: razon.telefono ?? '',
      email: razon.email ?? '',
      grupoClienteId: razon.grupoCliente?.id ?? null,
      activo: razon.activo,
    }),
    props: (razon) => ({ grupoClienteNombre: razon.grupoCliente?.nombre }),
  },
  detail: {
    description: (razon) => (
      <span className="flex flex-wrap items-center gap-2">
        RUT {formatRut(razon.rut)} <ActivoBadge activo={razon.activo} femenino />
      </span>
    ),
    fieldsTitle: 'Datos de facturación',
    fields: (razon) => [
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
    sections: ContactosYObras,
  },
})

function ContactosYObras({ row: razon }: EntitySectionProps<RazonSocialDetail>) {
  const can = useCan()
  return (
    <>
      <ContactosSection
        razonSocialId={razon.id}
        contactos={razon.contactos}
        canEdit={can(routeByName('razones-sociales-editar').key)}
      />
      <ObrasResumen
        obras={razon.obras}
        total={razon.obrasTotal}
        filter={{ razonSocialId: razon.id }}
        empty="Esta razón social aún no tiene obras."
      />
    </>
  )
}
