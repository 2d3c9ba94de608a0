// The contactos of a razón social on its detail: who commercial staff call about quotations and
// payments. Added, edited and deleted in place (a dialog), by whoever may edit the razón social.
import {
  type ContactoRow,
  type CreateContactoInput,
  createContactoSchema,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import {
  DialogHeading,
  FormActions,
  FormDialog,
  mailLink,
  phoneLink,
  submitting,
  useApi,
  useDeleteConfirm,
} from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { EmptyState } from '@cordillera/ui/components/empty-state'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { notify } from '@cordillera/ui/components/toaster'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'

type Editing = { contacto: ContactoRow | null } | null

export function ContactosSection({
  razonSocialId,
  contactos,
  canEdit,
}: {
  razonSocialId: string
  contactos: readonly ContactoRow[]
  canEdit: boolean
}) {
  const api = useApi()
  const [editing, setEditing] = useState<Editing>(null)
  const deleteRow = useEntityMutation(
    comercialQueries(api).razonesSociales,
    (contacto: ContactoRow) =>
      comercialApi(api).contactos.delete(razonSocialId, contacto.id, contacto.version),
  )
  const confirmDelete = useDeleteConfirm<ContactoRow>({
    title: 'Eliminar contacto',
    describe: (contacto) => `¿Eliminar a ${contacto.nombre} de los contactos?`,
    deleteRow: (contacto) => deleteRow.mutateAsync(contacto),
    done: (contacto) => `${contacto.nombre} se eliminó de los contactos.`,
  })

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Contactos</CardTitle>
        {canEdit ? (
          <Button size="sm" variant="outline" onClick={() => setEditing({ contacto: null })}>
            <Plus aria-hidden="true" />
            Agregar contacto
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {contactos.length === 0 ? (
          <EmptyState
            title="Sin contactos"
            description="Agrega a quien llamar por cotizaciones y pagos."
          />
        ) : (
          <ul aria-label="Contactos" className="grid gap-3 sm:grid-cols-2">
            {contactos.map((contacto) => (
              <li key={contacto.id} className="grid gap-1 rounded-md border p-3">
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <p className="font-medium">{contacto.nombre}</p>
                    {contacto.cargo ? (
                      <p className="text-sm text-muted-foreground">{contacto.cargo}</p>
                    ) : null}
                  </div>
                  {canEdit ? (
                    <div className="flex gap-1">
                      <Button
                        size="icon-sm"
                        variant="ghost"
                        aria-label={`Editar a ${contacto.nombre}`}
                        onClick={() => setEditing({ contacto })}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button
                        size="icon-sm"
                        variant="ghost"
                        aria-label={`Eliminar a ${contacto.nombre}`}
                        onClick={() => confirmDelete.ask(contacto)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  ) : null}
                </div>
                {contacto.email ? (
                  <span className="text-sm">{mailLink(contacto.email)}</span>
                ) : null}
                {contacto.telefono ? (
                  <span className="text-sm">{phoneLink(contacto.telefono)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <FormDialog open={editing !== null} onClose={() => setEditing(null)}>
        {editing ? (
          <ContactoDialogBody
            razonSocialId={razonSocialId}
            contacto={editing.contacto}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </FormDialog>
      {confirmDelete.dialog}
    </Card>
  )
}

function ContactoDialogBody({
  razonSocialId,
  contacto,
  onDone,
}: {
  razonSocialId: string
  contacto: ContactoRow | null
  onDone: () => void
}) {
  const api = useApi()
  const defaultValues: CreateContactoInput = {
    nombre: contacto?.nombre ?? '',
    cargo: contacto?.cargo ?? '',
    email: contacto?.email ?? '',
    telefono: contacto?.telefono ?? '',
  }
  const form = useZodForm(createContactoSchema, { defaultValues })
  const save = useEntityMutation(
    comercialQueries(api).razonesSociales,
    (values: CreateContactoInput) =>
      contacto
        ? comercialApi(api).contactos.update(razonSocialId, contacto.id, {
            ...values,
            version: contacto.version,
          })
        : comercialApi(api).contactos.create(razonSocialId, values),
  )
  const pending = form.formState.isSubmitting
  return (
    <>
      <DialogHeading
        title={contacto ? `Editar a ${contacto.nombre}` : 'Agregar contacto'}
        description="Nombre, cargo y cómo ubicarlo."
      />
      <Form
        form={form}
        className="grid gap-4"
        onSubmit={submitting(form, async (values: CreateContactoInput) => {
          const saved = await save.mutateAsync(values)
          notify.success(contacto ? `${saved.nombre} se guardó.` : `${saved.nombre} se agregó.`)
          onDone()
        })}
      >
        <InputField control={form.control} name="nombre" label="Nombre" />
        <InputField control={form.control} name="cargo" label="Cargo" optional />
        <InputField control={form.control} name="email" label="Correo" optional type="email" />
        <InputField control={form.control} name="telefono" label="Teléfono" optional type="tel" />
        <FormActions
          pending={pending}
          submitLabel="Guardar contacto"
          cancel={{ onClick: onDone }}
        />
      </Form>
    </>
  )
}
