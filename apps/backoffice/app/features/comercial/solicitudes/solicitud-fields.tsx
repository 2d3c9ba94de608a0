// The fields of a request, in one place for the four request screens of a contract and the
// request's edit screen: the fecha requerida and comentarios, and the items editor of each tipo
// (tipos de activo with cantidad — priced for an adición —, the contract's assets on rent to
// change or withdraw, the assets a cierre withdraws). An asset already in another open request
// cannot be chosen: it shows that request's folio instead.
import {
  type ContratoItem,
  type Moneda,
  ORIGEN_SOLICITUD_LABEL,
  type OrigenSolicitud,
  TIPO_SOLICITUD_LABEL,
  type TipoActivoOpcion,
  UNIDAD_COBRO_LABEL,
  UNIDADES_COBRO,
} from '@cordillera/contracts'
import { operacionesQueries } from '@cordillera/data-client/operaciones'
import { ChoiceField, DateField, NumberTextField, useApi } from '@cordillera/portal/screens'
import { Badge } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import { Checkbox } from '@cordillera/ui/components/checkbox'
import { CheckboxField } from '@cordillera/ui/components/forms/checkbox-field'
import { FormField } from '@cordillera/ui/components/forms/field'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { MoneyInput } from '@cordillera/ui/components/forms/money-input'
import { SelectField } from '@cordillera/ui/components/forms/select-field'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { Label } from '@cordillera/ui/components/label'
import { formatDate } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { Plus, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form'

/** The tipos de activo an adición or an arriendo picks from (any staff user may read them). */
export function useTiposActivoOpciones() {
  const api = useApi()
  return useQuery(operacionesQueries(api).tiposActivo.opciones())
}

/** How an asset is named in a request: "GR-012 · Grúa horquilla Toyota 8FGU25". */
export const activoText = (activo: ContratoItem['activo']) =>
  `${activo.codigo} · ${activo.tipoActivo.nombre} ${activo.marca} ${activo.modelo}`

/** The contract's assets still on rent: those a cambio, retiro or cierre may be about. */
export const itemsEnArriendo = (items: readonly ContratoItem[]) =>
  items.filter((item) => item.fechaRetiro === null)

/**
 * The open request that holds an item, unless it is the request being edited: such an item
 * cannot go into another request.
 */
export function bloqueoDe(item: ContratoItem, solicitudId?: string) {
  const pendiente = item.solicitudPendiente
  if (!pendiente || pendiente.id === solicitudId) return null
  return `En ${pendiente.folio} (${TIPO_SOLICITUD_LABEL[pendiente.tipo].toLowerCase()})`
}

/** Who raised it; a site client's request stands out. */
export function OrigenBadge({ origen }: { origen: OrigenSolicitud }) {
  return (
    <Badge variant={origen === 'cliente' ? 'info' : 'outline'}>
      {ORIGEN_SOLICITUD_LABEL[origen]}
    </Badge>
  )
}

/** Fecha requerida and comentarios: what every request asks. */
export function SolicitudCabeceraFields() {
  return (
    <fieldset className="grid items-start gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">Solicitud</legend>
      <DateField name="fechaRequerida" label="Fecha requerida" />
      <TextareaField name="comentarios" label="Comentarios" optional className="sm:col-span-2" />
    </fieldset>
  )
}

/** The items' own message ("Indique qué activos se retiran."), under the items editor. */
function ItemsError() {
  const { errors } = useFormState({ name: 'items' })
  const items = errors.items as { message?: string; root?: { message?: string } } | undefined
  const message = items?.message ?? items?.root?.message
  if (!message) return null
  return (
    <p data-slot="field-error" role="alert" className="text-sm text-destructive">
      {message}
    </p>
  )
}

/** A whole number typed in a text field (1, 12), sent as a number. */
const wholeNumber = (text: string) => {
  const digits = text.replace(/\D/g, '')
  return digits === '' ? undefined : Number(digits)
}

function CantidadField({ name }: { name: string }) {
  return <NumberTextField name={name} label="Cantidad" read={wholeNumber} />
}

const unidadOptions = UNIDADES_COBRO.map((unidad) => ({
  value: unidad,
  label: UNIDAD_COBRO_LABEL[unidad],
}))

/** A new row: one unit of a tipo still to choose (priced: an adición's). */
export const nuevoItemTipoActivo = (priced: boolean) =>
  priced
    ? {
        tipoActivoId: '',
        cantidad: 1,
        unidadCobro: undefined,
        tarifa: undefined,
        conOperador: false,
        descripcion: '',
      }
    : { tipoActivoId: '', cantidad: 1, descripcion: '' }

/**
 * Rows of tipo de activo and cantidad: an adición's (`moneda` given: unidad de cobro, tarifa in the
 * contract's moneda and con operador too) or a site client's arriendo (without prices). Choosing
 * a tipo fills the unidad and con operador it usually has.
 */
export function TiposActivoItemsEditor({ moneda }: { moneda: Moneda | null }) {
  const priced = moneda !== null
  const { control, getValues, setValue } = useFormContext()
  const { fields, append, remove } = useFieldArray({ control, name: 'items' })
  const tipos = useTiposActivoOpciones()
  const options = (tipos.data?.tiposActivo ?? []).map((tipo) => ({
    value: tipo.id,
    label: tipo.nombre,
  }))
  const prefill = (index: number, tipo: TipoActivoOpcion | undefined) => {
    if (!tipo || !priced) return
    setValue(`items.${index}.unidadCobro`, tipo.unidadCobroDefault)
    setValue(`items.${index}.conOperador`, tipo.requiereOperador)
    // The reference rate is in pesos: it says nothing of a UF contract's rate.
    if (moneda === 'CLP' && getValues(`items.${index}.tarifa`) == null) {
      setValue(`items.${index}.tarifa`, tipo.tarifaReferencia)
    }
  }
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-lg font-semibold">
        {priced ? 'Activos a agregar' : 'Equipos solicitados'}
      </legend>
      {fields.map((row, index) => (
        <fieldset
          key={row.id}
          className="grid items-start gap-4 rounded-md border p-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          <legend className="px-1 text-sm font-medium">Ítem {index + 1}</legend>
          <ChoiceField
            name={`items.${index}.tipoActivoId`}
            label="Tipo de activo"
            options={options}
            placeholder={tipos.isPending ? 'Cargando tipos…' : 'Elija un tipo'}
            onChosen={(id) =>
              prefill(
                index,
                tipos.data?.tiposActivo.find((tipo) => tipo.id === id),
              )
            }
          />
          <CantidadField name={`items.${index}.cantidad`} />
          {priced ? (
            <>
              <SelectField
                name={`items.${index}.unidadCobro`}
                label="Unidad de cobro"
                options={unidadOptions}
              />
              <FormField name={`items.${index}.tarifa`} label="Tarifa">
                {({ value, ...field }) => (
                  <MoneyInput
                    {...field}
                    currency={moneda}
                    value={(value as number | null | undefined) ?? null}
                  />
                )}
              </FormField>
              <CheckboxField
                name={`items.${index}.conOperador`}
                label="Con operador"
                className="self-end"
              />
            </>
          ) : null}
          <InputField
            name={`items.${index}.descripcion`}
            label="Descripción"
            optional
            className={priced ? undefined : 'sm:col-span-2 lg:col-span-1'}
          />
          <div className="sm:col-span-full">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={`Quitar ítem ${index + 1}`}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" />
              Quitar
            </Button>
          </div>
        </fieldset>
      ))}
      <ItemsError />
      <div>
        <Button type="button" variant="outline" onClick={() => append(nuevoItemTipoActivo(priced))}>
          <Plus aria-hidden="true" />
          Agregar ítem
        </Button>
      </div>
    </fieldset>
  )
}

type ChosenItem = { contratoItemId: string; tipoActivoId?: string | null; descripcion?: unknown }

// Radix's Select has no empty value: "the same tipo" is this one, sent as null.

/**
 * The contract's assets on rent as checkboxes: a retiro parcial's "Activos a retirar" or a
 * cambio's "Activos a cambiar" (each chosen one with an optional tipo de reemplazo and a note).
 * An asset already in another open request is disabled and names that request.
 */
export function ContratoItemsChooser({
  items,
  cambio,
  solicitudId,
}: {
  /** The contract's items; those already withdrawn are left out. */
  items: readonly ContratoItem[]
  cambio: boolean
  /** The request being edited: its own assets stay choosable. */
  solicitudId?: string
}) {
  const { control } = useFormContext()
  const { append, remove } = useFieldArray({ control, name: 'items' })
  const chosen = (useWatch({ control, name: 'items' }) ?? []) as ChosenItem[]
  // The API's refusal of one chosen asset (withdrawn meanwhile…) is under `items.N.contratoItemId`.
  const { errors } = useFormState({ control, name: 'items' })
  const itemErrors = errors.items as
    | readonly ({ contratoItemId?: { message?: string } } | undefined)[]
    | undefined
  const enArriendo = itemsEnArriendo(items)
  const tipos = useTiposActivoOpciones()
  const legendId = useId()
  return (
    <fieldset className="grid gap-3" aria-labelledby={legendId}>
      <legend id={legendId} className="mb-2 text-lg font-semibold">
        {cambio ? 'Activos a cambiar' : 'Activos a retirar'}
      </legend>
      {enArriendo.length === 0 ? (
        <p className="text-sm text-muted-foreground">El contrato no tiene activos en arriendo.</p>
      ) : null}
      <ul className="grid gap-2">
        {enArriendo.map((item) => {
          const index = chosen.findIndex((row) => row.contratoItemId === item.id)
          const bloqueo = bloqueoDe(item, solicitudId)
          return (
            <li key={item.id} className="grid gap-3 rounded-md border p-3">
              <ItemCheckbox
                label={activoText(item.activo)}
                checked={index >= 0}
                disabled={bloqueo !== null}
                note={bloqueo}
                onChange={(checked) => {
                  if (checked && index < 0) {
                    append(
                      cambio
                        ? { contratoItemId: item.id, tipoActivoId: null, descripcion: '' }
                        : { contratoItemId: item.id, descripcion: '' },
                    )
                  }
                  if (!checked && index >= 0) remove(index)
                }}
              />
              {index >= 0 && itemErrors?.[index]?.contratoItemId?.message ? (
                <p data-slot="field-error" className="pl-7 text-sm text-destructive">
                  {itemErrors[index]?.contratoItemId?.message}
                </p>
              ) : null}
              {cambio && index >= 0 ? (
                <div className="grid items-start gap-4 pl-7 sm:grid-cols-2">
                  <ChoiceField
                    name={`items.${index}.tipoActivoId`}
                    label="Tipo de reemplazo"
                    optional
                    none={{
                      label: `El mismo tipo (${item.activo.tipoActivo.nombre})`,
                      shownWhenEmpty: true,
                    }}
                    options={(tipos.data?.tiposActivo ?? []).map((tipo) => ({
                      value: tipo.id,
                      label: tipo.nombre,
                    }))}
                  />
                  <InputField
                    name={`items.${index}.descripcion`}
                    label="Descripción"
                    optional
                    hint="Qué falla o por qué se cambia."
                  />
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
      <ItemsError />
    </fieldset>
  )
}

function ItemCheckbox({
  label,
  checked,
  disabled,
  note,
  onChange,
}: {
  label: string
  checked: boolean
  disabled: boolean
  note: string | null
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={note ? `${id}-note` : undefined}
        onCheckedChange={(next) => onChange(next === true)}
        className="mt-0.5"
      />
      <div className="grid gap-0.5">
        <Label htmlFor={id} className="leading-snug">
          {label}
        </Label>
        {note ? (
          <p id={`${id}-note`} className="text-sm text-muted-foreground">
            {note}
          </p>
        ) : null}
      </div>
    </div>
  )
}

/**
 * What a cierre withdraws: every asset still on rent, read-only. One already in another open
 * request is flagged: logistics settles that one first.
 */
export function CierreItemsList({
  items,
  solicitudId,
}: {
  items: readonly ContratoItem[]
  solicitudId?: string
}) {
  const enArriendo = itemsEnArriendo(items)
  return (
    <section className="grid gap-2" aria-labelledby="cierre-activos">
      <h2 id="cierre-activos" className="text-lg font-semibold">
        Activos que se retiran
      </h2>
      {enArriendo.length === 0 ? (
        <p className="text-sm text-muted-foreground">El contrato no tiene activos en arriendo.</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {enArriendo.map((item) => {
            const bloqueo = bloqueoDe(item, solicitudId)
            return (
              <li key={item.id} className="flex flex-wrap gap-x-2">
                <span>{activoText(item.activo)}</span>
                <span className="text-muted-foreground">
                  en obra desde el {formatDate(item.fechaEntrega)}
                </span>
                {bloqueo ? <span className="text-warning-soft-foreground">{bloqueo}</span> : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
