// A crear page of users (staff, site clients, operators; a lessor's users): the header and the form,
// whose save creates the user in the user pool and the database. The API answers the temporary
// password this once: it is shown in its dialog, and closing the dialog opens the user's edit
// screen. When the pool e-mailed it instead, the page says so and opens the edit screen at once.
import type { UsuarioCreado } from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { href } from '@cordillera/permissions'
import type { FormSave } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import type { QueryKey } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useNavigate } from 'react-router'
import { ContraseniaTemporalDialog } from './contrasenia-temporal-dialog.tsx'

export function CrearUsuarioScreen<V>({
  title,
  description,
  entity,
  create,
  children,
}: {
  title: string
  description: ReactNode
  /** What a new user makes stale (the users' lists). */
  entity: { readonly invalidates: readonly QueryKey[] }
  create: (values: V) => Promise<UsuarioCreado>
  children: (save: FormSave<V>) => ReactNode
}) {
  const navigate = useNavigate()
  const mutation = useEntityMutation(entity, create)
  const [creado, setCreado] = useState<UsuarioCreado | null>(null)
  const editar = (usuario: { id: string }) =>
    void navigate(href('usuarios-editar', { id: usuario.id }))
  return (
    <div className="grid gap-6">
      <PageHeader title={title} description={description} />
      {children({
        onSubmit: async (values) => {
          const usuario = await mutation.mutateAsync(values)
          if (usuario.contraseniaTemporal) {
            notify.success(`${usuario.nombre} se creó.`)
            setCreado(usuario)
          } else {
            notify.success(
              `${usuario.nombre} se creó: le enviamos su contraseña temporal a ${usuario.email}.`,
            )
            editar(usuario)
          }
        },
      })}
      <ContraseniaTemporalDialog
        creado={creado}
        onClose={() => {
          if (!creado) return
          // Shown once: the password leaves the page's state as the dialog closes.
          setCreado(null)
          editar(creado)
        }}
      />
    </div>
  )
}
