// The perfiles, managed from the users' list: each with its keys and how many users have it;
// "Crear perfil" and each row's Editar open a dialog with its name, description and keys (only
// the keys the signed-in user holds are offered); Eliminar asks first and, when users still have
// the perfil, shows the API's refusal (409) in the dialog. Changing a perfil changes what each of
// its users may do: the users' lists and details are refetched.
import { createPerfilSchema, type PerfilRow } from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { usuariosApi, usuariosQueries } from '@cordillera/data-client/usuarios'
import {
  DialogHeading,
  EntityForm,
  FormDialog,
  RelatedRowsCard,
  useApi,
  useCan,
  useDeleteConfirm,
} from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { notify } from '@cordillera/ui/components/toaster'
import { formatNumber } from '@cordillera/ui/format'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import type { z } from 'zod'
import { refusalsUnderAccess } from '../common/acceso-fields.tsx'
import { cantidad } from '../common/cantidad.ts'
import { usePerfiles } from '../common/opciones.ts'
import { PermisosField } from '../common/permisos-field.tsx'

export function PerfilesCard() {
  const api = useApi()
  const can = useCan()
  const perfiles = usePerfiles()
  const queries = usuariosQueries(api).perfiles
  const calls = usuariosApi(api).perfiles
  const [editando, setEditando] = useState<PerfilRow | 'nuevo' | null>(null)
  const eliminar = useEntityMutation(queries, (perfil: PerfilRow) =>
    calls.delete(perfil.id, perfil.version),
  )
  const confirmDelete = useDeleteConfirm<PerfilRow>({
    title: 'Eliminar perfil',
    describe: (perfil) =>
      perfil.usuariosCount > 0
        ? `¿Eliminar el perfil ${perfil.nombre}? Lo tienen ${cantidad(perfil.usuariosCount, 'usuario', 'usuarios')}: quítaselo primero.`
        : `¿Eliminar el perfil ${perfil.nombre}? Ningún usuario lo tiene.`,
    deleteRow: async (perfil) => {
      await eliminar.mutateAsync(perfil)
    },
    done: (perfil) => `El perfil ${perfil.nombre} se eliminó.`,
  })
  const gestiona = can('usuarios/editar-usuario')
  const rows = perfiles.data ?? []
  return (
    <>
      <RelatedRowsCard
        title="Perfiles"
        total={rows.length}
        rows={rows}
        empty={{
          title: perfiles.isPending ? 'Cargando perfiles…' : 'Aún no hay perfiles',
          description:
            'Un perfil reúne permisos con un nombre (Comercial, Operaciones…) para darlos de una vez.',
        }}
        action={
          gestiona ? (
            <Button size="sm" variant="outline" onClick={() => setEditando('nuevo')}>
              <Plus aria-hidden="true" />
              Crear perfil
            </Button>
          ) : null
        }
        columns={[
          {
            header: 'Perfil',
            cell: (perfil) => (
              <span className="grid">
                <span className="font-medium">{perfil.nombre}</span>
                {perfil.descripcion ? (
                  <span className="text-muted-foreground">{perfil.descripcion}</span>
                ) : null}
              </span>
            ),
          },
          {
            header: 'Permisos',
            cell: (perfil) => formatNumber(perfil.permisos.length),
            className: 'tabular-nums',
          },
          {
            header: 'Usuarios',
            cell: (perfil) => formatNumber(perfil.usuariosCount),
            className: 'tabular-nums',
          },
          ...(gestiona
            ? [
                {
                  header: 'Acciones',
                  cell: (perfil: PerfilRow) => (
                    <span className="flex gap-2">
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Editar el perfil ${perfil.nombre}`}
                        onClick={() => setEditando(perfil)}
                      >
                        Editar
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Eliminar el perfil ${perfil.nombre}`}
                        onClick={() => confirmDelete.ask(perfil)}
                      >
                        Eliminar
                      </Button>
                    </span>
                  ),
                },
              ]
            : []),
        ]}
      />
      <PerfilDialog editando={editando} onClose={() => setEditando(null)} />
      {confirmDelete.dialog}
    </>
  )
}

/** A perfil's name, description and keys: a new one, or one read from the list. */
function PerfilDialog({
  editando,
  onClose,
}: {
  editando: PerfilRow | 'nuevo' | null
  onClose: () => void
}) {
  const api = useApi()
  const calls = usuariosApi(api).perfiles
  const perfil = editando === 'nuevo' ? null : editando
  const guardar = useEntityMutation(
    usuariosQueries(api).perfiles,
    (values: z.output<typeof createPerfilSchema>) =>
      perfil
        ? calls.update(perfil.id, { ...values, version: perfil.version })
        : calls.create(values),
  )
  return (
    <FormDialog open={editando !== null} onClose={onClose} className="sm:max-w-3xl">
      <DialogHeading
        title={perfil ? `Editar el perfil ${perfil.nombre}` : 'Crear perfil'}
        description={
          perfil && perfil.usuariosCount > 0
            ? `Lo tienen ${cantidad(perfil.usuariosCount, 'usuario', 'usuarios')}: sus permisos cambian con él.`
            : 'Sus permisos se suman a los de cada usuario que lo tenga.'
        }
      />
      {editando === null ? null : (
        <div className="max-h-[70vh] overflow-y-auto pr-1">
          <EntityForm
            key={perfil ? `${perfil.id}-${perfil.version}` : 'nuevo'}
            schema={createPerfilSchema}
            defaultValues={{
              nombre: perfil?.nombre ?? '',
              descripcion: perfil?.descripcion ?? '',
              permisos: perfil?.permisos ?? [],
            }}
            submitLabel={perfil ? 'Guardar cambios' : 'Crear perfil'}
            onCancel={onClose}
            className="grid gap-4"
            onSubmit={refusalsUnderAccess(async (values: z.output<typeof createPerfilSchema>) => {
              const saved = await guardar.mutateAsync(values)
              notify.success(
                perfil
                  ? `El perfil ${saved.nombre} se guardó.`
                  : `El perfil ${saved.nombre} se creó.`,
              )
              onClose()
            })}
          >
            {() => (
              <>
                <InputField name="nombre" label="Nombre" autoComplete="off" />
                <TextareaField name="descripcion" label="Descripción" optional rows={2} />
                <PermisosField hint="Solo puedes incluir los permisos que tienes." />
              </>
            )}
          </EntityForm>
        </div>
      )}
    </FormDialog>
  )
}
