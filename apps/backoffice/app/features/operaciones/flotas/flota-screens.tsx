// The flota's screens, declared once (decision 054): a named group of assets, listed with how many
// it groups, with a detail of its assets; whoever sees the list may delete one (decision 037), and
// the API refuses while it holds assets.
import { flotaColumns } from '@cordillera/contracts'
import { formatNumber } from '@cordillera/ui/format'
import { activosSection } from '../common/activos-resumen.tsx'
import { operacionesScreens } from '../common/operaciones-screens.ts'

export const flotaScreens = operacionesScreens({
  route: 'flotas',
  noun: 'la flota',
  list: {
    description: 'Grupos de activos con nombre, por contrato, faena o región.',
    search: 'Buscar por nombre o descripción',
    sort: 'nombre',
    columns: flotaColumns,
    deleteRule: 'Solo se puede si no tiene activos.',
  },
  create: {
    description:
      'Un grupo de activos con nombre. Los activos se asignan a la flota desde cada activo.',
  },
  edit: { form: (flota) => ({ nombre: flota.nombre, descripcion: flota.descripcion ?? '' }) },
  detail: {
    fields: (flota) => [
      { label: 'Nombre', value: flota.nombre },
      { label: 'Activos', value: formatNumber(flota.activosCount) },
      { label: 'Descripción', value: flota.descripcion, wide: true },
    ],
    sections: activosSection(
      'flotaId',
      'Esta flota aún no tiene activos. Se asignan a la flota al agregar o editar cada activo.',
    ),
  },
})
