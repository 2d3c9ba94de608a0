// The shells of a form screen (docs/modules.md, "Screens"). `EntityForm` is the form itself: the
// zod form with the API's own schema, the save that shows a refusal under its fields, a stale
// version (a 409 naming no field) handed to `onConflict`, and Guardar/Cancelar at its end.
// `CreateScreen` and `EditScreen` are the agregar and editar pages around it: the header, the row
// loaded for editing (its loading / not found / failed states), the save through the data client
// (what shows the entity is refetched), the toast and where to go next, and on a stale version the
// notice that someone else saved first with the way to start over from the stored row. A screen
// declares only its title, its entity and calls, its texts, and its form's fields.
import { ApiRequestError, useEntityMutation } from '@cordillera/data-client'
import { Form, type FormSchema, useZodForm } from '@cordillera/ui/components/forms/form'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { Fragment, type ReactNode } from 'react'
import type { DefaultValues, UseFormReturn } from 'react-hook-form'
import { useNavigate, useParams } from 'react-router'
import type { z } from 'zod'
import { showApiError } from './api-error.ts'
import { useVersionConflict } from './conflict-alert.tsx'
import { backToList, type ListRoute } from './detail-screen.tsx'
import { QueryView } from './query-view.tsx'
import { FormActions } from './screen-parts.tsx'

/**
 * A refusal because the row changed since it was read: a 409 naming no field. A 409 naming a field
 * is a duplicate (a RUT, a código), shown under that field instead.
 */
export function isStaleVersion(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status === 409 &&
    Object.keys(error.fields).length === 0
  )
}

/** What a page gives its form: the save, and on an edit what to do when the version is stale. */
export type FormSave<V> = {
  onSubmit: (values: V) => Promise<unknown>
  onConflict?: () => void
}

/**
 * What a page's entity form takes: its first values (a new row's, which the form knows, when not
 * given), its submit label, where Cancelar leads, the save.
 */
export type PageFormProps<V, Defaults> = FormSave<V> & {
  defaultValues?: Defaults
  submitLabel: string
  cancelTo: string
}

export type EntityFormProps<S extends FormSchema> = FormSave<z.output<S>> & {
  /** The API's own schema for the body (createFlotaSchema). */
  schema: S
  defaultValues: DefaultValues<z.input<S>>
  submitLabel: string
  /** The form's grid: `grid max-w-2xl gap-4` unless given. */
  className?: string
  /** The end's buttons, e.g. `sm:col-span-2` in a two-column form. */
  actionsClassName?: string
  children: (form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => ReactNode
} & (
    | {
        /** Where Cancelar leads (a page's form). */
        cancelTo: string
        onCancel?: undefined
      }
    | {
        /** What Cancelar does (a dialog's form: close the dialog). */
        onCancel: () => void
        cancelTo?: undefined
      }
  )

/**
 * An entity's form of agregar and editar (a page's, or a dialog's): its fields are the children;
 * the rest is here.
 */
export function EntityForm<S extends FormSchema>({
  schema,
  defaultValues,
  submitLabel,
  cancelTo,
  onCancel,
  onSubmit,
  onConflict,
  className = 'grid max-w-2xl gap-4',
  actionsClassName,
  children,
}: EntityFormProps<S>) {
  const form = useZodForm(schema, { defaultValues })
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        try {
          await onSubmit(values)
        } catch (error) {
          showApiError(error, form)
          if (isStaleVersion(error)) onConflict?.()
        }
      }}
      className={className}
    >
      {children(form)}
      <FormActions
        pending={form.formState.isSubmitting}
        submitLabel={submitLabel}
        cancel={onCancel ? { onClick: onCancel } : { to: cancelTo ?? '' }}
        className={actionsClassName}
      />
    </Form>
  )
}

/** What a save says and where it leads: the toast with the saved row, then its page. */
type AfterSave<T, Row = never> = {
  /** The toast: "La flota Norte se agregó." */
  done: (saved: T) => string
  /** Where to go once saved (its detail, or the list). */
  leadsTo: (saved: T, row: Row) => string
}

/** A write of the data client: what it makes stale. */
type Writes = { readonly invalidates: readonly QueryKey[] }

export type CreateScreenProps<V, T> = AfterSave<T> & {
  title: string
  description?: ReactNode
  entity: Writes
  create: (values: V) => Promise<T>
  /** The form, given the save. */
  children: (form: FormSave<V>) => ReactNode
}

/** An agregar page: the header and the form, whose save adds the row, says so and opens it. */
export function CreateScreen<V, T>({
  title,
  description,
  entity,
  create,
  done,
  leadsTo,
  children,
}: CreateScreenProps<V, T>) {
  const navigate = useNavigate()
  const mutation = useEntityMutation(entity, create)
  return (
    <div className="grid gap-6">
      <PageHeader title={title} description={description} />
      {children({
        onSubmit: async (values) => {
          const created = await mutation.mutateAsync(values)
          notify.success(done(created))
          await navigate((leadsTo as (saved: T) => string)(created))
        },
      })}
    </div>
  )
}

export type EditScreenProps<
  Row,
  Key extends QueryKey,
  B extends { version: number },
  T,
> = AfterSave<T, Row> & {
  entity: Writes & { detail: (id: string) => UseQueryOptions<Row, Error, Row, Key> }
  /** What is missing, for the not-found page: "La flota". */
  thing: string
  /** The list the row belongs to: where the not-found page leads. */
  list: ListRoute
  title: (row: Row) => ReactNode
  description?: (row: Row) => ReactNode
  actions?: (row: Row) => ReactNode
  /** The row as the stale version's notice names it: "esta flota". */
  what: string
  /** The data client's edit call, `(id, body)`: the form's values go with the version read. */
  update: (id: string, body: B) => Promise<T>
  /** A note between the header and the form (what is not edited here). */
  intro?: (row: Row) => ReactNode
  /** What follows the form (who created and changed the row). */
  footer?: (row: Row) => ReactNode
  /** The form, given the row read and the save; it starts over when the row's version changes. */
  children: (row: Row, form: Required<FormSave<Omit<B, 'version'>>>) => ReactNode
  /** The route's param that holds the id (`id`). */
  param?: string
}

/**
 * An editar page: the row as it was read, saved with that version. When someone else saved first
 * the API answers 409: the notice says so and "Recargar" starts the form over from the stored row.
 */
export function EditScreen<
  Row extends { id: string; version: number },
  Key extends QueryKey,
  B extends { version: number },
  T,
>({ entity, thing, list, what, param = 'id', ...screen }: EditScreenProps<Row, Key, B, T>) {
  const id = useParams()[param] ?? ''
  const detail = entity.detail(id)
  const conflict = useVersionConflict(what, detail.queryKey)
  const query = useQuery(detail)
  const navigate = useNavigate()
  const mutation = useEntityMutation(
    entity,
    ({ values, row }: { values: Omit<B, 'version'>; row: Row }) =>
      // The body is the form's values and the version: what `B` is made of.
      screen.update(row.id, { ...values, version: row.version } as unknown as B),
  )
  const { title, description, actions, intro, footer, children, done, leadsTo } = screen
  return (
    <QueryView query={query} thing={thing} back={backToList(list)}>
      {(row) => (
        <div className="grid gap-6">
          <PageHeader
            title={title(row)}
            description={description?.(row)}
            actions={actions?.(row)}
          />
          {intro?.(row)}
          {conflict.alert}
          {/* A reload after a conflict brings the new version: the form starts over from it. */}
          <Fragment key={row.version}>
            {children(row, {
              onSubmit: async (values) => {
                const saved = await mutation.mutateAsync({ values, row })
                notify.success(done(saved))
                await navigate(leadsTo(saved, row))
              },
              onConflict: conflict.onConflict,
            })}
          </Fragment>
          {footer?.(row)}
        </div>
      )}
    </QueryView>
  )
}
