// The proveedor's screens, declared once (decision 054): the validated lessors, listed with the
// bank data they are paid to. A proveedor has no detail: its name opens its editar for whoever may
// edit. Edit, delete and export go by key; the API refuses to delete one with active lessor users.
// Its agregar and editar keep their own pages (a provisional one is edited too, and leads back to
// its own list).
import { formatRut, type ProveedorRow, proveedorColumns } from '@cordillera/contracts'
import { activoCell } from '@cordillera/portal/screens'
import { comercialScreens } from '../common/comercial-screens.ts'

export const proveedorScreens = comercialScreens({
  route: 'proveedores',
  noun: 'el proveedor',
  said: 'name',
  list: {
    description:
      'Los arrendadores cuyos equipos arrendamos, validados, con la cuenta donde se les paga.',
    search: 'Buscar por RUT, razón social o contacto',
    sort: 'razonSocial',
    columns: proveedorColumns,
    cells: {
      numeroCuenta: (row: ProveedorRow) => <span className="tabular-nums">{row.numeroCuenta}</span>,
      activo: activoCell((row: ProveedorRow) => row.activo),
    },
    describe: (row) =>
      `¿Eliminar ${row.razonSocial} (${formatRut(row.rut)})? Solo se puede si no tiene usuarios arrendadores activos.`,
  },
})
