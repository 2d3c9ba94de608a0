// The constructora's screens, declared once (decision 054): the companies that own obras, listed
// with how many obras each has. Created and edited in a dialog (constructora-form.tsx) from the list
// and the detail; every staff user may use them (the catalogue gives them no keys). The API
// refuses to delete one that has obras.
import { type ConstructoraRow, constructoraColumns, formatRut } from '@cordillera/contracts'
import { activoCell } from '@cordillera/portal/screens'
import { comercialScreens } from '../common/comercial-screens.ts'

export const constructoraScreens = comercialScreens({
  entity: 'constructoras',
  route: 'constructora',
  noun: 'la constructora',
  said: 'name',
  list: {
    description:
      'Las empresas dueñas de las obras a las que se arrienda: su RUT, contacto y obras.',
    search: 'Buscar por RUT, nombre o contacto',
    sort: 'nombre',
    columns: constructoraColumns,
    cells: { activo: activoCell((row: ConstructoraRow) => row.activo, { femenino: true }) },
    describe: (row) =>
      `¿Eliminar ${row.nombre} (${formatRut(row.rut)})? Solo se puede si no tiene obras.`,
  },
})
