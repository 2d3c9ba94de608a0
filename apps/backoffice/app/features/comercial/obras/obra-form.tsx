// The obra form of agregar, editar and "agregar obra" of a constructora: código, nombre, dirección
// and comuna, constructora (not when the constructora is the page's), razón social, administrador de
// obra and fechas. Validated with the API's own schema (createObraSchema or createConstructoraObraSchema).
import { type createConstructoraObraSchema, createObraSchema } from '@cordillera/contracts'
import { ComunaFields, DateRangeFields, EntityForm } from '@cordillera/portal/screens'
import { CheckboxField } from '@cordillera/ui/components/forms/checkbox-field'
import { FormField } from '@cordillera/ui/components/forms/field'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { Input } from '@cordillera/ui/components/input'
import type { DefaultValues } from 'react-hook-form'
import type { z } from 'zod'
import { ConstructoraPicker, RazonSocialPicker } from '../common/pickers.tsx'

type ObraSchema = typeof createObraSchema | typeof createConstructoraObraSchema

/** What the form sends: the schema's output (código in upper case, '' as null). */
export type ObraValues<S extends ObraSchema = typeof createObraSchema> = z.output<S>
/** What the form starts with: an empty comuna is '' until one is chosen. */
export type ObraDefaults<S extends ObraSchema = typeof createObraSchema> = Omit<
  z.input<S>,
  'comuna'
> & { comuna: string }

/** The values of a new obra: active, no dates, no administrador yet. */
export const nuevaObra = {
  codigo: undefined,
  nombre: '',
  direccion: '',
  comuna: '',
  razonSocialId: '',
  administrador: { nombre: '', email: '', telefono: '' },
  fechaInicio: '',
  fechaTermino: null,
  activa: true,
} satisfies ObraDefaults<typeof createConstructoraObraSchema>

export function ObraForm<S extends ObraSchema = typeof createObraSchema>({
  // An obra of any constructora unless the page says otherwise: its constructora is chosen here.
  schema = createObraSchema as S,
  defaultValues = { ...nuevaObra, constructoraId: '' } as unknown as ObraDefaults<S>,
  constructoraNombre,
  razonSocialNombre,
  submitLabel,
  cancelTo,
  onSubmit,
  onConflict,
}: {
  /** createObraSchema asks for the constructora; createConstructoraObraSchema has it from the page. */
  schema?: S
  defaultValues?: ObraDefaults<S>
  constructoraNombre?: string | undefined
  razonSocialNombre?: string | undefined
  submitLabel: string
  cancelTo: string
  onSubmit: (values: ObraValues<S>) => Promise<unknown>
  /** The API answered 409 for a stale version: someone else saved the obra first. */
  onConflict?: () => void
}) {
  const nueva = !defaultValues.codigo
  return (
    <EntityForm
      schema={schema}
      defaultValues={defaultValues as DefaultValues<z.input<S>>}
      submitLabel={submitLabel}
      cancelTo={cancelTo}
      // EntityForm widens a generic schema's output to FieldValues: it is the schema's.
      onSubmit={(values) => onSubmit(values as ObraValues<S>)}
      onConflict={onConflict}
      className="grid max-w-3xl gap-6"
    >
      {() => (
        <>
          <fieldset className="grid items-start gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">Datos de la obra</legend>
            <CodigoField
              hint={nueva ? 'Si lo dejas vacío se asigna uno, ej. OB-0123.' : undefined}
            />
            <InputField name="nombre" label="Nombre" />
            <InputField name="direccion" label="Dirección" className="sm:col-span-2" />
            <ComunaFields />
            {schema === createObraSchema ? (
              <ConstructoraPicker
                name="constructoraId"
                label="Constructora"
                selectedLabel={constructoraNombre}
              />
            ) : null}
            <RazonSocialPicker
              name="razonSocialId"
              label="Razón social"
              hint="A quién se factura."
              selectedLabel={razonSocialNombre}
            />
            <FechasFields />
            <CheckboxField name="activa" label="Activa" className="self-end" />
          </fieldset>
          <fieldset className="grid items-start gap-4 sm:grid-cols-2">
            <legend className="mb-1 text-lg font-semibold">Administrador de obra</legend>
            <p className="text-sm text-muted-foreground sm:col-span-2">
              Quien recibe los equipos en la obra y firma los reportes.
            </p>
            <InputField name="administrador.nombre" label="Nombre" optional />
            <InputField name="administrador.email" label="Correo" optional type="email" />
            <InputField name="administrador.telefono" label="Teléfono" optional type="tel" />
          </fieldset>
        </>
      )}
    </EntityForm>
  )
}

/** The código is optional: an emptied input is no código (the server assigns one), not ''. */
function CodigoField({ hint }: { hint?: string | undefined }) {
  return (
    <FormField name="codigo" label="Código" optional hint={hint}>
      {({ value, onChange, ...field }) => (
        <Input
          {...field}
          value={String(value ?? '')}
          autoComplete="off"
          className="uppercase placeholder:normal-case"
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        />
      )}
    </FormField>
  )
}

/** Fecha de inicio and de término; the término cannot be chosen before the inicio. */
function FechasFields() {
  return (
    <DateRangeFields
      start={{ name: 'fechaInicio', label: 'Fecha de inicio' }}
      end={{ name: 'fechaTermino', label: 'Fecha de término' }}
    />
  )
}
