// The lessors' users, declared once (decision 054): the users list of the lessor kind only, filtered
// by arrendador above the table (usuarios-arrendador-list.tsx), by perfil and estado in its
// columns. A user's name, with its arrendador under it, opens its edit screen (the users' one);
// Crear usuario arrendador for who holds its key.
import { type UsuarioRow, usuarioArrendadorColumns } from '@cordillera/contracts'
import { href } from '@cordillera/permissions'
import { linkClass, useCan } from '@cordillera/portal/screens'
import { Link } from 'react-router'
import { EstadoUsuarioBadge, PerfilesBadges } from '../common/estado-usuario.tsx'
import { usuariosScreens } from '../common/usuarios-screens.ts'

/** The user's name, linked to its edit screen for who may edit, its arrendador under it. */
function NombreYArrendador({ row }: { row: UsuarioRow }) {
  const can = useCan()
  return (
    <span className="grid">
      {can('usuarios/editar-usuario') ? (
        <Link to={href('usuarios-editar', { id: row.id })} className={`font-medium ${linkClass}`}>
          {row.nombre}
        </Link>
      ) : (
        <span className="font-medium">{row.nombre}</span>
      )}
      {row.proveedor ? (
        <span className="text-xs text-muted-foreground">{row.proveedor.razonSocial}</span>
      ) : null}
    </span>
  )
}

export const usuarioArrendadorScreens = usuariosScreens({
  entity: 'usuarios',
  route: 'usuarios-arrendador',
  noun: 'el usuario arrendador',
  said: 'name',
  list: {
    description:
      'Las personas de cada arrendador que ingresan a su portal: sus equipos, reports, incidentes y estados de pago.',
    search: 'Buscar por nombre o correo',
    sort: 'nombre',
    columns: usuarioArrendadorColumns,
    cells: {
      nombre: (row: UsuarioRow) => <NombreYArrendador row={row} />,
      perfiles: (row: UsuarioRow) => <PerfilesBadges perfiles={row.perfiles} />,
      activo: (row: UsuarioRow) => <EstadoUsuarioBadge activo={row.activo} />,
    },
  },
  fixedFilters: { tipo: 'proveedor' },
})
