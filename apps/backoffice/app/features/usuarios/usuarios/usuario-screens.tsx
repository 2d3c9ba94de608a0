// The users' list, declared once (decision 054): every kind of user (staff, site clients,
// operators, lessors), paged, sorted, searched and filtered by the API (tipo and estado in their
// columns; perfil and obra above the table), exported as shown. A user's name opens its edit
// screen (there is no detail screen in the catalogue); Crear usuario for who holds its key.
import { TIPO_USUARIO_ADMIN_LABEL, type UsuarioRow, usuarioColumns } from '@cordillera/contracts'
import { Badge } from '@cordillera/ui/components/badge'
import { EstadoUsuarioBadge, PerfilesBadges } from '../common/estado-usuario.tsx'
import { usuariosScreens } from '../common/usuarios-screens.ts'

export const usuarioScreens = usuariosScreens({
  route: 'usuarios',
  noun: 'el usuario',
  said: 'name',
  list: {
    description:
      'Quienes ingresan a los portales: el personal, los clientes de obra, los operadores y los arrendadores, con sus perfiles y permisos.',
    search: 'Buscar por nombre o correo',
    sort: 'nombre',
    columns: usuarioColumns,
    cells: {
      tipo: (row: UsuarioRow) => (
        <span className="whitespace-nowrap">
          {TIPO_USUARIO_ADMIN_LABEL[row.tipo]}
          {row.proveedor ? (
            <span className="block text-xs text-muted-foreground">{row.proveedor.razonSocial}</span>
          ) : null}
        </span>
      ),
      perfiles: (row: UsuarioRow) => <PerfilesBadges perfiles={row.perfiles} />,
      su: (row: UsuarioRow) => (row.su ? <Badge variant="warning">Superusuario</Badge> : null),
      activo: (row: UsuarioRow) => <EstadoUsuarioBadge activo={row.activo} />,
    },
  },
})
