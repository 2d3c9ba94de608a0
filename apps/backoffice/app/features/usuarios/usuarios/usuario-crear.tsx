// usuarios/crear: staff, a site client with its obras or an operator with its record; its temporary
// password shown once, then its edit screen (common/crear-usuario-screen.tsx).
import { usuariosApi, usuariosQueries } from '@cordillera/data-client/usuarios'
import { href, routeByName } from '@cordillera/permissions'
import { useApi } from '@cordillera/portal/screens'
import { CrearUsuarioScreen } from '../common/crear-usuario-screen.tsx'
import { UsuarioCrearForm } from './usuario-form.tsx'

export default function UsuarioCrear() {
  const api = useApi()
  return (
    <CrearUsuarioScreen
      title={routeByName('usuarios-crear').title}
      description="Su correo es con el que ingresa. Recibe una contraseña temporal y define la suya al ingresar por primera vez."
      entity={usuariosQueries(api).usuarios}
      create={usuariosApi(api).usuarios.create}
    >
      {(save) => (
        <UsuarioCrearForm submitLabel="Crear usuario" cancelTo={href('usuarios')} {...save} />
      )}
    </CrearUsuarioScreen>
  )
}
