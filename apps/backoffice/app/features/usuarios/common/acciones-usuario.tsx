// Deshabilitar, habilitar and restablecer contraseña: each behind a confirmation that says what
// happens to the user, sent with the version read, and a toast once done. A refusal (someone
// changed the user since, the pool refuses a reset of a user that never defined its password)
// keeps the dialog open with the API's reason. The same actions on a list's rows (`rowActions`)
// and on the edit screen's header (`ask`); nobody is offered to disable itself. And a users'
// list's props with them (`useListaDeUsuarios`).

import type { UsuarioRow } from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { meQueryOptions } from '@cordillera/data-client/session'
import { usuariosApi, usuariosQueries } from '@cordillera/data-client/usuarios'
import { href } from '@cordillera/permissions'
import {
  type AnyEntityScreens,
  apiErrorMessage,
  useApi,
  useEntityListProps,
  useListScreen,
} from '@cordillera/portal/screens'
import { ConfirmDialog } from '@cordillera/ui/components/confirm-dialog'
import type { RowAction } from '@cordillera/ui/components/data-table/data-table'
import { notify } from '@cordillera/ui/components/toaster'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

/** What the actions read of a user: a list's row or the detail. */
export type UsuarioAccionable = {
  id: string
  nombre: string
  email: string
  activo: boolean
  version: number
  /** The pool's account, when known (the detail's): one never signed in has no password to reset. */
  acceso?: { estado: string } | null
}

export type AccionUsuario = 'deshabilitar' | 'habilitar' | 'restablecer'

const TEXTOS: Record<
  AccionUsuario,
  {
    label: string
    title: string
    describe: (usuario: UsuarioAccionable) => string
    done: (usuario: UsuarioAccionable) => string
    destructive: boolean
  }
> = {
  deshabilitar: {
    label: 'Deshabilitar',
    title: 'Deshabilitar usuario',
    describe: (usuario) =>
      `¿Deshabilitar a ${usuario.nombre}? No podrá ingresar y sus sesiones abiertas terminan de inmediato. Podrás habilitarlo de nuevo.`,
    done: (usuario) => `${usuario.nombre} quedó deshabilitado.`,
    destructive: true,
  },
  habilitar: {
    label: 'Habilitar',
    title: 'Habilitar usuario',
    describe: (usuario) => `¿Habilitar a ${usuario.nombre}? Podrá ingresar de nuevo.`,
    done: (usuario) => `${usuario.nombre} quedó habilitado.`,
    destructive: false,
  },
  restablecer: {
    label: 'Restablecer contraseña',
    title: 'Restablecer contraseña',
    describe: (usuario) =>
      `¿Restablecer la contraseña de ${usuario.nombre}? La actual deja de servir y le enviaremos a ${usuario.email} un código para que cree una nueva.`,
    done: (usuario) =>
      `La contraseña de ${usuario.nombre} se restableció: le enviamos un código a ${usuario.email}.`,
    destructive: false,
  },
}

/** The id of the signed-in user (who may not disable itself), once known. */
export function usePropioId(): string | undefined {
  return useQuery(meQueryOptions(useApi())).data?.id
}

export function useAccionesUsuario() {
  const api = useApi()
  const propioId = usePropioId()
  const calls = usuariosApi(api).usuarios
  const [pedido, setPedido] = useState<{ usuario: UsuarioAccionable; accion: AccionUsuario }>()
  const [error, setError] = useState<string>()
  const mutation = useEntityMutation(
    usuariosQueries(api).usuarios,
    ({ usuario, accion }: { usuario: UsuarioAccionable; accion: AccionUsuario }) => {
      const body = { version: usuario.version }
      if (accion === 'deshabilitar') return calls.disable(usuario.id, body)
      if (accion === 'habilitar') return calls.enable(usuario.id, body)
      return calls.resetPassword(usuario.id, body)
    },
  )
  const ask = (usuario: UsuarioAccionable, accion: AccionUsuario) => {
    setError(undefined)
    setPedido({ usuario, accion })
  }
  const textos = pedido ? TEXTOS[pedido.accion] : undefined
  const dialog = (
    <ConfirmDialog
      open={pedido !== undefined}
      onOpenChange={(open) => {
        if (!open) setPedido(undefined)
      }}
      title={textos?.title ?? ''}
      description={pedido && textos ? textos.describe(pedido.usuario) : ''}
      confirmLabel={textos?.label}
      variant={textos?.destructive ? 'destructive' : 'default'}
      errorMessage={error}
      onConfirm={async () => {
        if (!pedido || !textos) return
        try {
          await mutation.mutateAsync(pedido)
        } catch (cause) {
          setError(apiErrorMessage(cause))
          throw cause
        }
        notify.success(textos.done(pedido.usuario))
        setPedido(undefined)
      }}
    />
  )
  /**
   * Which actions a user offers: a disabled user is enabled, nothing else; nobody disables itself;
   * a user that never defined its password is not reset (the pool refuses it: it still has its
   * temporary one).
   */
  const ofrece = (usuario: UsuarioAccionable, accion: AccionUsuario) => {
    if (accion === 'habilitar') return !usuario.activo
    if (accion === 'deshabilitar') return usuario.activo && usuario.id !== propioId
    return usuario.activo && usuario.acceso?.estado !== 'FORCE_CHANGE_PASSWORD'
  }
  const rowActions: RowAction<UsuarioAccionable>[] = (
    ['deshabilitar', 'habilitar', 'restablecer'] as const
  ).map((accion) => ({
    id: accion,
    label: TEXTOS[accion].label,
    key: 'usuarios/editar-usuario',
    destructive: TEXTOS[accion].destructive,
    visible: (usuario) => ofrece(usuario, accion),
    onSelect: (usuario) => ask(usuario, accion),
  }))
  return {
    ask,
    ofrece,
    dialog,
    rowActions,
    propioId,
    label: (accion: AccionUsuario) => TEXTOS[accion].label,
  }
}

/**
 * A users' list (every user, or the lessors'): the declaration's props, its rows from the users'
 * list route, and what is done to each account after Editar (users are disabled, not deleted).
 */
export function useListaDeUsuarios(screens: AnyEntityScreens) {
  const api = useApi()
  const {
    defaults,
    fixedFilters,
    actions: _actions,
    ...screen
  } = useEntityListProps<UsuarioRow>(screens)
  const queries = usuariosQueries(api).usuarios
  const list = useListScreen({ queries, defaults, fixedFilters })
  const acciones = useAccionesUsuario()
  const editar = (row: UsuarioRow) => href('usuarios-editar', { id: row.id })
  return { ...screen, queries, list, acciones, editar }
}
