// The obra's screens, declared once (decision 054): where the equipment is rented, of which
// constructora and billed to which razón social; edit, delete and export for whoever has their
// keys. A razón social's or a constructora's detail links to the list with `f.razonSocialId` /
// `f.constructoraId`. (An obra of one constructora is also added from that constructora.)
import {
  formatRut,
  type ObraDetail,
  type ObraRow,
  obraColumns,
  regionPorCodigo,
} from '@cordillera/contracts'
import { comercialQueries } from '@cordillera/data-client/comercial'
import { href } from '@cordillera/permissions'
import {
  ActivoBadge,
  activoCell,
  comunaLabel,
  type EntitySectionProps,
  FieldsCard,
  linkClass,
  mailLink,
  phoneLink,
  RowLink,
} from '@cordillera/portal/screens'
import { formatDate } from '@cordillera/ui/format'
import { Link } from 'react-router'
import { comercialScreens } from '../common/comercial-screens.ts'
import { razonSocialFilter } from '../common/related-filters.ts'

export const obraScreens = comercialScreens({
  route: 'obras',
  noun: 'la obra',
  said: 'name',
  list: {
    description:
      'Los lugares donde se arriendan los equipos: su constructora, a quién se factura y sus fechas.',
    search: 'Buscar por código, nombre o dirección',
    sort: 'nombre',
    columns: obraColumns,
    cells: {
      constructora: (row: ObraRow) => (
        <Link to={href('constructora-detalle', { id: row.constructora.id })} className={linkClass}>
          {row.constructora.nombre}
        </Link>
      ),
      activa: activoCell((row: ObraRow) => row.activa, { femenino: true }),
    },
    related: (api) => [
      razonSocialFilter(api, 'Obras de'),
      {
        filter: 'constructoraId',
        prefix: 'Obras de',
        fallback: 'la constructora elegida',
        nameInRow: (row, id) => (row.constructora.id === id ? row.constructora.nombre : undefined),
        name: comercialQueries(api).constructoras.name,
      },
    ],
    describe: (row) =>
      `¿Eliminar la obra ${row.nombre} (${row.codigo})? Solo se puede si no tiene usuarios de obra.`,
  },
  create: {
    description:
      'Dónde se arriendan los equipos, de qué constructora es y a qué razón social se factura.',
    done: (created) => `${created.nombre} (${created.codigo}) se agregó.`,
  },
  edit: {
    description: (obra) => `Obra ${obra.codigo}`,
    form: (obra) => ({
      codigo: obra.codigo,
      nombre: obra.nombre,
      direccion: obra.direccion,
      comuna: obra.comuna,
      constructoraId: obra.constructora.id,
      razonSocialId: obra.razonSocial.id,
      administrador: {
        nombre: obra.administrador.nombre ?? '',
        email: obra.administrador.email ?? '',
        telefono: obra.administrador.telefono ?? '',
      },
      fechaInicio: obra.fechaInicio,
      fechaTermino: obra.fechaTermino,
      activa: obra.activa,
    }),
    props: (obra) => ({
      constructoraNombre: obra.constructora.nombre,
      razonSocialNombre: obra.razonSocial.razonSocial,
    }),
  },
  detail: {
    description: (obra) => (
      <span className="flex flex-wrap items-center gap-2">
        Obra {obra.codigo} <ActivoBadge activo={obra.activa} femenino />
      </span>
    ),
    fields: (obra) => [
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
          <RowLink route="razones-sociales-detalle-guion" id={obra.razonSocial.id}>
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
    sections: AdministradorCard,
  },
})

function AdministradorCard({ row: obra }: EntitySectionProps<ObraDetail>) {
  const { nombre, email, telefono } = obra.administrador
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
