// The asset's screens, declared once (decision 054): the fleet, paged, sorted, searched and
// filtered by the API; each row opens its detail; edit, documents, delete and export for whoever
// has their keys. An asset is `disponible` when added (only logistics movements change its estado
// later, so the edit shows it without a field). A tipo's or flota's detail links to the list with
// `f.tipoActivoId` / `f.flotaId`.
import {
  type ActivoDetail,
  type ActivoRow,
  activoColumns,
  formatPatente,
  formatRut,
} from '@cordillera/contracts'
import { RowLink } from '@cordillera/portal/screens'
import { formatDate, formatNumber } from '@cordillera/ui/format'
import { AlertaDocumentosBadges, EstadoActivoBadge } from '../common/badges.tsx'
import { operacionesScreens } from '../common/operaciones-screens.ts'

export const activoScreens = operacionesScreens({
  route: 'activos',
  noun: 'el activo',
  said: 'name',
  list: {
    description:
      'Las máquinas y vehículos de la flota, propios y de proveedores: dónde están y qué documentos vencen.',
    search: 'Buscar por código, modelo, serie o patente',
    sort: 'codigo',
    columns: activoColumns,
    cells: {
      patente: (row: ActivoRow) =>
        row.patente === null ? null : (
          <span className="whitespace-nowrap tabular-nums">{formatPatente(row.patente)}</span>
        ),
      // A year, not a quantity: 2020, without the thousands dot numbers get.
      anio: (row: ActivoRow) => <span className="tabular-nums">{row.anio}</span>,
      estado: (row: ActivoRow) => <EstadoActivoBadge estado={row.estado} />,
      documentos: (row: ActivoRow) => <AlertaDocumentosBadges documentos={row.documentos} />,
    },
    rowLabel: (row) => `${row.codigo} ${row.modelo}`,
    describe: (row) =>
      `¿Eliminar el activo ${row.codigo} (${row.tipoActivo.nombre} ${row.marca.nombre} ${row.modelo})? No se puede mientras esté reservado, en obra o en traslado; sus documentos se conservan.`,
  },
  create: {
    description:
      'Una máquina o vehículo de la flota: su tipo, marca y modelo, quién es su dueño y sus horas de uso. Queda disponible.',
    done: (created) => `${created.codigo} ${created.modelo} se agregó.`,
  },
  edit: {
    description: (activo) => (
      <span className="flex flex-wrap items-center gap-2">
        {activo.tipoActivo.nombre} {activo.marca.nombre} {activo.modelo} ·{' '}
        <EstadoActivoBadge estado={activo.estado} /> desde {formatDate(activo.estadoDesde)}
      </span>
    ),
    intro: () => (
      <p className="max-w-3xl text-sm text-muted-foreground">
        El estado no se edita aquí: cambia con los despachos, retiros, traslados y entradas a
        taller.
      </p>
    ),
    form: (activo) => ({
      codigo: activo.codigo,
      tipoActivoId: activo.tipoActivo.id,
      marcaId: activo.marca.id,
      modelo: activo.modelo,
      anio: activo.anio,
      patente: activo.patente ?? '',
      numeroSerie: activo.numeroSerie,
      horometro: activo.horometro,
      flotaId: activo.flota?.id ?? null,
      proveedorId: activo.propietario?.id ?? null,
      observaciones: activo.observaciones ?? '',
    }),
    props: (activo) => ({
      selected: {
        tipoActivo: activo.tipoActivo.nombre,
        marca: activo.marca.nombre,
        flota: activo.flota?.nombre,
        propietario: activo.propietario?.razonSocial,
      },
    }),
  },
  detail: {
    title: (activo) => `${activo.codigo} · ${activo.modelo}`,
    description: (activo) => (
      <span className="flex flex-wrap items-center gap-2">
        {activo.tipoActivo.nombre} {activo.marca.nombre}
        <EstadoActivoBadge estado={activo.estado} />
        <span>desde el {formatDate(activo.estadoDesde)}</span>
      </span>
    ),
    fields: (activo) => [
      { label: 'Código', value: activo.codigo },
      {
        label: 'Tipo de activo',
        value: (
          <RowLink route="tipos-activo-detalle" id={activo.tipoActivo.id}>
            {activo.tipoActivo.nombre}
          </RowLink>
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
          <RowLink route="flotas-detalle" id={activo.flota.id}>
            {activo.flota.nombre}
          </RowLink>
        ) : (
          'Sin flota'
        ),
      },
      { label: 'Propietario', value: <Propietario activo={activo} /> },
      {
        label: 'Obra actual',
        value: activo.obraActual ? (
          <RowLink route="obras-detalle" id={activo.obraActual.id}>
            {activo.obraActual.codigo} {activo.obraActual.nombre}
          </RowLink>
        ) : (
          'En ninguna obra'
        ),
      },
      { label: 'Observaciones', value: activo.observaciones, wide: true },
    ],
  },
  documentos: {
    empty: 'Agrega la revisión técnica, el SOAP y los demás documentos que el activo debe portar.',
  },
})

function Propietario({ activo }: { activo: ActivoDetail }) {
  if (!activo.propietario) return <>Propio</>
  return (
    <span className="grid">
      <span>{activo.propietario.razonSocial}</span>
      <span className="text-sm text-muted-foreground">RUT {formatRut(activo.propietario.rut)}</span>
    </span>
  )
}
