// The marca's screens, declared once (decision 054): the makers of the fleet's assets. A marca has
// no detail: its name opens its editar for whoever may edit, and a save leads back to the list.
// Deleting takes the list's key (decision 037); the API refuses while assets use it.

import { marcaColumns } from '@cordillera/contracts'
import { TrackingNote } from '@cordillera/portal/screens'
import { formatNumber } from '@cordillera/ui/format'
import { operacionesScreens } from '../common/operaciones-screens.ts'

export const marcaScreens = operacionesScreens({
  route: 'marcas',
  noun: 'la marca',
  list: {
    description: 'Los fabricantes de los activos de la flota.',
    search: 'Buscar por nombre',
    sort: 'nombre',
    columns: marcaColumns,
    deleteRule: 'Solo se puede si ningún activo la usa.',
  },
  create: { description: 'El fabricante de los activos.' },
  edit: {
    form: (marca) => ({ nombre: marca.nombre }),
    description: (marca) =>
      `${formatNumber(marca.activosCount)} ${marca.activosCount === 1 ? 'activo usa' : 'activos usan'} esta marca.`,
    footer: (marca) => <TrackingNote {...marca} />,
  },
})
