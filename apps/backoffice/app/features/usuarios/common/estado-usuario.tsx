// A user's estado as the users' screens show it: enabled or disabled (what the API obeys at once),
// and its account in the user pool (must define its password, reset, confirmed…) when known.
import { ESTADO_ACCESO_LABEL, type UsuarioDetail } from '@cordillera/contracts'
import { Badge, type BadgeVariant } from '@cordillera/ui/components/badge'

export function EstadoUsuarioBadge({ activo }: { activo: boolean }) {
  return (
    <Badge variant={activo ? 'success' : 'danger'}>{activo ? 'Activo' : 'Deshabilitado'}</Badge>
  )
}

type Acceso = UsuarioDetail['acceso']

const TONO: Partial<Record<NonNullable<Acceso>['estado'], BadgeVariant>> = {
  CONFIRMED: 'success',
  FORCE_CHANGE_PASSWORD: 'info',
  RESET_REQUIRED: 'warning',
  COMPROMISED: 'danger',
}

/** The pool's account: its state, and whether the pool has it disabled. */
export function AccesoBadge({ acceso }: { acceso: Acceso }) {
  if (!acceso) return <Badge variant="neutral">Cuenta de acceso no disponible</Badge>
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant={TONO[acceso.estado] ?? 'neutral'}>{ESTADO_ACCESO_LABEL[acceso.estado]}</Badge>
      {acceso.habilitado ? null : <Badge variant="danger">Cuenta deshabilitada</Badge>}
    </span>
  )
}

/** A user's perfiles by name, as the lists show them. */
export function PerfilesBadges({
  perfiles,
}: {
  perfiles: readonly { id: string; nombre: string }[]
}) {
  if (perfiles.length === 0) return null
  return (
    <span className="flex flex-wrap gap-1">
      {perfiles.map((perfil) => (
        <Badge key={perfil.id} variant="neutral">
          {perfil.nombre}
        </Badge>
      ))}
    </span>
  )
}
