// A constructora's create and edit dialog (there are no agregar/editar pages): RUT, nombre, who to
// call and whether it is active, validated with the API's own schema (createConstructoraSchema).
// Editing reads the row afresh and saves with its version; a 409 reloads it and the form restarts.
import {
  type ConstructoraDetail,
  type CreateConstructoraInput,
  createConstructoraSchema,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import {
  apiErrorMessage,
  DialogHeading,
  EntityForm,
  FormDialog,
  type FormSave,
  useApi,
} from '@cordillera/portal/screens'
import { Alert, AlertDescription } from '@cordillera/ui/components/alert'
import { CheckboxField } from '@cordillera/ui/components/forms/checkbox-field'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { RutField } from '@cordillera/ui/components/forms/rut-field'
import { Skeleton } from '@cordillera/ui/components/skeleton'
import { notify } from '@cordillera/ui/components/toaster'
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'

export type ConstructoraValues = z.output<typeof createConstructoraSchema>

/** Which dialog is open: `null` none, `{ id: null }` agregar, `{ id }` editar that constructora. */
export type ConstructoraDialogTarget = { id: string | null } | null

const emptyConstructora: CreateConstructoraInput = {
  rut: '',
  nombre: '',
  contacto: '',
  telefono: '',
  email: '',
  activo: true,
}

export function ConstructoraDialog({
  target,
  onClose,
  onCreated,
}: {
  target: ConstructoraDialogTarget
  onClose: () => void
  /** After a new one is saved (the dialog has closed), e.g. open its detail. */
  onCreated?: (created: ConstructoraDetail) => void
}) {
  return (
    <FormDialog open={target !== null} onClose={onClose} className="sm:max-w-2xl">
      {target?.id ? (
        <EditarConstructora id={target.id} onDone={onClose} />
      ) : target ? (
        <AgregarConstructora
          onDone={(created) => {
            onClose()
            if (created) onCreated?.(created)
          }}
        />
      ) : null}
    </FormDialog>
  )
}

function AgregarConstructora({ onDone }: { onDone: (created?: ConstructoraDetail) => void }) {
  const api = useApi()
  const create = useEntityMutation(
    comercialQueries(api).constructoras,
    (values: ConstructoraValues) => comercialApi(api).constructoras.create(values),
  )
  return (
    <>
      <DialogHeading
        title="Agregar constructora"
        description="La empresa dueña de las obras: su RUT, nombre y a quién contactar."
      />
      <ConstructoraForm
        defaultValues={emptyConstructora}
        submitLabel="Guardar constructora"
        onCancel={() => onDone()}
        onSubmit={async (values) => {
          const created = await create.mutateAsync(values)
          notify.success(`${created.nombre} se agregó.`)
          onDone(created)
        }}
      />
    </>
  )
}

function EditarConstructora({ id, onDone }: { id: string; onDone: () => void }) {
  const api = useApi()
  const query = useQuery(comercialQueries(api).constructoras.detail(id))
  const update = useEntityMutation(
    comercialQueries(api).constructoras,
    ({ values, version }: { values: ConstructoraValues; version: number }) =>
      comercialApi(api).constructoras.update(id, { ...values, version }),
  )
  const constructora = query.data
  return (
    <>
      <DialogHeading
        title={constructora ? `Editar ${constructora.nombre}` : 'Editar constructora'}
        description="Su RUT, nombre, contacto y si está activa."
      />
      {constructora ? (
        <ConstructoraForm
          // A reload after a conflict brings the new version: the form starts over from it.
          key={constructora.version}
          defaultValues={{
            rut: constructora.rut,
            nombre: constructora.nombre,
            contacto: constructora.contacto ?? '',
            telefono: constructora.telefono ?? '',
            email: constructora.email ?? '',
            activo: constructora.activo,
          }}
          submitLabel="Guardar cambios"
          onCancel={onDone}
          onConflict={() => void query.refetch()}
          onSubmit={async (values) => {
            const saved = await update.mutateAsync({ values, version: constructora.version })
            notify.success(`${saved.nombre} se guardó.`)
            onDone()
          }}
        />
      ) : query.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{apiErrorMessage(query.error)}</AlertDescription>
        </Alert>
      ) : (
        <div role="status" aria-label="Cargando" className="grid gap-3">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-2/3" />
        </div>
      )}
    </>
  )
}

function ConstructoraForm({
  defaultValues,
  ...form
}: FormSave<ConstructoraValues> & {
  defaultValues: CreateConstructoraInput
  submitLabel: string
  onCancel: () => void
}) {
  return (
    <EntityForm
      schema={createConstructoraSchema}
      defaultValues={defaultValues}
      className="grid gap-4 sm:grid-cols-2"
      actionsClassName="sm:col-span-2"
      {...form}
    >
      {({ control }) => (
        <>
          <RutField control={control} name="rut" label="RUT" />
          <InputField control={control} name="nombre" label="Nombre" />
          <InputField
            control={control}
            name="contacto"
            label="Contacto"
            optional
            hint="La persona a quien llamar."
          />
          <InputField control={control} name="telefono" label="Teléfono" optional type="tel" />
          <InputField control={control} name="email" label="Correo" optional type="email" />
          <CheckboxField control={control} name="activo" label="Activa" className="self-end" />
        </>
      )}
    </EntityForm>
  )
}
