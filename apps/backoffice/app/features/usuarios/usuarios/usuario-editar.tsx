// usuarios/{id}/editar: a user as it was read (any kind; a lessor's too), saved with that version.
// Its header says its e-mail, kind, estado and pool account, with Deshabilitar or Habilitar and
// Restablecer contraseña (each behind its confirmation); the form ends with its effective keys.
// A user editing itself sees its access read-only and cannot disable itself, and what it saves
// leaves its access out (the API refuses both). Saved, it leads back to its list.
import {
  type listUsuariosRoute,
  TIPO_USUARIO_ADMIN_LABEL,
  type UpdateUsuarioInput,
  type UsuarioDetail,
} from '@cordillera/contracts'
import { usuariosApi, usuariosQueries } from '@cordillera/data-client/usuarios'
import { href } from '@cordillera/permissions'
import { EditScreen, listFilterQuery, TrackingNote, useApi } from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import { KeyRound, type LucideIcon, UserCheck, UserX } from 'lucide-react'
import { type AccionUsuario, useAccionesUsuario } from '../common/acciones-usuario.tsx'
import { AccesoBadge, EstadoUsuarioBadge } from '../common/estado-usuario.tsx'
import { UsuarioEditarForm, type UsuarioEditDefaults } from './usuario-form.tsx'

/** The list a user belongs to: its lessor's users, or every user. */
export const listaDe = (usuario: Pick<UsuarioDetail, 'proveedor'>) =>
  usuario.proveedor
    ? href(
        'usuarios-arrendador',
        {},
        listFilterQuery<typeof listUsuariosRoute>({ proveedorId: usuario.proveedor.id }),
      )
    : href('usuarios')

/** The header's actions on the account, each with its icon. */
const ACCIONES = [
  ['habilitar', UserCheck],
  ['deshabilitar', UserX],
  ['restablecer', KeyRound],
] as const satisfies readonly (readonly [AccionUsuario, LucideIcon])[]

const formDe = (usuario: UsuarioDetail): UsuarioEditDefaults => ({
  nombre: usuario.nombre,
  su: usuario.su,
  permisos: usuario.permisos as UsuarioEditDefaults['permisos'],
  perfilIds: usuario.perfiles.map((perfil) => perfil.id),
  obraIds: usuario.obras.map((obra) => obra.id),
  operadorId: usuario.operador?.id ?? null,
})

export default function UsuarioEditar() {
  const api = useApi()
  const acciones = useAccionesUsuario()
  const propio = (usuario: { id: string }) => usuario.id === acciones.propioId
  return (
    <>
      <EditScreen
        entity={usuariosQueries(api).usuarios}
        thing="El usuario"
        list="usuarios"
        what="este usuario"
        title={(usuario) => `Editar ${usuario.nombre}`}
        description={(usuario) => (
          <span className="flex flex-wrap items-center gap-2">
            {usuario.email} · {TIPO_USUARIO_ADMIN_LABEL[usuario.tipo]}
            {usuario.proveedor ? ` de ${usuario.proveedor.razonSocial}` : null}
            <EstadoUsuarioBadge activo={usuario.activo} />
            <AccesoBadge acceso={usuario.acceso} />
          </span>
        )}
        actions={(usuario) => (
          <div className="flex flex-wrap gap-2">
            {ACCIONES.filter(([accion]) => acciones.ofrece(usuario, accion)).map(
              ([accion, Icon]) => (
                <Button
                  key={accion}
                  variant="outline"
                  onClick={() => acciones.ask(usuario, accion)}
                >
                  <Icon aria-hidden="true" />
                  {acciones.label(accion)}
                </Button>
              ),
            )}
          </div>
        )}
        update={(id, body: UpdateUsuarioInput) =>
          usuariosApi(api).usuarios.update(
            id,
            // Oneself's access is not one's to change: it is left as it is.
            propio({ id })
              ? { ...body, su: undefined, permisos: undefined, perfilIds: undefined }
              : body,
          )
        }
        done={(saved) => `${saved.nombre} se guardó.`}
        leadsTo={listaDe}
        footer={(usuario) => <TrackingNote {...usuario} />}
      >
        {(usuario, save) => (
          <UsuarioEditarForm
            defaultValues={formDe(usuario)}
            editado={{
              email: usuario.email,
              tipo: usuario.tipo,
              propio: propio(usuario),
              obras: usuario.obras.map((obra) => ({
                value: obra.id,
                label: `${obra.codigo} ${obra.nombre}`,
              })),
              operador: usuario.operador
                ? { value: usuario.operador.id, label: usuario.operador.nombre }
                : null,
            }}
            submitLabel="Guardar cambios"
            cancelTo={listaDe(usuario)}
            {...save}
          />
        )}
      </EditScreen>
      {acciones.dialog}
    </>
  )
}
