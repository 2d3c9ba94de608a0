// The items of a quotation as a form section (crear and agregar-items): one block per item —
// tipo de activo, descripción, cantidad, unidad, tarifa in the moneda, período estimado, fletes,
// con operador and descuento — added and removed freely, and under them the live summary: each
// item's neto and the quotation's Neto / IVA / Total from montosCotizacion (the API's own module),
// and for UF the equivalent in pesos at the valor UF of the fecha. Choosing a tipo prefills its
// unidad de cobro and, in pesos, its tarifa de referencia.
import {
  type CotizacionItemInput,
  type CotizacionItemValues,
  cotizacionItemInputSchema,
  type ItemMontosInput,
  type Moneda,
  montosCotizacion,
  montosItem,
  PERIODO_DECIMALES,
  type TipoActivoOpcion,
  UNIDAD_COBRO_LABEL,
  UNIDADES_COBRO,
  type UnidadCobro,
} from '@cordillera/contracts'
import { ApiRequestError } from '@cordillera/data-client'
import { comercialQueries } from '@cordillera/data-client/comercial'
import { operacionesQueries } from '@cordillera/data-client/operaciones'
import { ChoiceField, useApi } from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import { CheckboxField } from '@cordillera/ui/components/forms/checkbox-field'
import { FormField } from '@cordillera/ui/components/forms/field'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { MoneyInput } from '@cordillera/ui/components/forms/money-input'
import { SelectField } from '@cordillera/ui/components/forms/select-field'
import { formatMonto } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { Plus, Trash2 } from 'lucide-react'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { DecimalInput } from './decimal-input.tsx'
import { MontosResumen } from './montos-resumen.tsx'

/** A new, empty item: one unit, nothing quoted yet. */
export const nuevoItem = (): CotizacionItemInput =>
  ({
    tipoActivoId: '',
    descripcion: '',
    cantidad: 1,
    unidadCobro: '' as UnidadCobro,
    tarifa: null as unknown as number,
    periodoEstimado: 0,
    fleteIda: 0,
    fleteVuelta: 0,
    conOperador: false,
    descuentoPct: 0,
  }) satisfies CotizacionItemInput

/** A stored item as the editor edits it. */
export function itemDeDetalle(item: CotizacionItemValues & { tipoActivo?: unknown }) {
  return {
    tipoActivoId: item.tipoActivoId,
    descripcion: item.descripcion ?? '',
    cantidad: item.cantidad,
    unidadCobro: item.unidadCobro,
    tarifa: item.tarifa,
    periodoEstimado: item.periodoEstimado,
    fleteIda: item.fleteIda,
    fleteVuelta: item.fleteVuelta,
    conOperador: item.conOperador,
    descuentoPct: item.descuentoPct,
  } satisfies CotizacionItemInput
}

/** How the período estimado is counted, by unidad de cobro. */
const PERIODO_UNIDAD: Record<UnidadCobro, string> = { hora: 'horas', dia: 'días', mes: 'meses' }

const unidades = UNIDADES_COBRO.map((value) => ({ value, label: UNIDAD_COBRO_LABEL[value] }))

/**
 * The amounts of an item as typed, or null while it does not parse yet (an empty tarifa, too
 * many decimals for the moneda): the summary leaves it out instead of failing.
 */
export function itemMontosInput(item: unknown, moneda: Moneda): ItemMontosInput | null {
  const parsed = cotizacionItemInputSchema.safeParse(item)
  if (!parsed.success) return null
  try {
    montosItem(parsed.data, moneda)
    return parsed.data
  } catch {
    return null
  }
}

export function CotizacionItemsFields({ moneda, fecha }: { moneda: Moneda; fecha: string }) {
  const api = useApi()
  const { control } = useFormContext()
  const { fields, append, remove } = useFieldArray({ control, name: 'items' })
  const opciones = useQuery(operacionesQueries(api).tiposActivo.opciones())
  const tipos = opciones.data?.tiposActivo ?? []
  const items = (useWatch({ control, name: 'items' }) ?? []) as unknown[]
  return (
    <section aria-labelledby="items-titulo" className="grid gap-4">
      <h2 id="items-titulo" className="text-lg font-semibold">
        Ítems
      </h2>
      <ItemsError />
      {fields.map((field, index) => (
        <ItemFields
          key={field.id}
          index={index}
          moneda={moneda}
          tipos={tipos}
          item={items[index]}
          onRemove={fields.length > 1 ? () => remove(index) : undefined}
        />
      ))}
      <div>
        <Button type="button" variant="outline" onClick={() => append(nuevoItem())}>
          <Plus aria-hidden="true" />
          Agregar ítem
        </Button>
      </div>
      <ItemsResumen moneda={moneda} fecha={fecha} items={items} />
    </section>
  )
}

/** "La cotización necesita al menos un ítem." and other messages of the list as a whole. */
function ItemsError() {
  const { formState } = useFormContext()
  const error = formState.errors.items as { message?: string; root?: { message?: string } }
  const message = error?.message ?? error?.root?.message
  return message ? <p className="text-sm text-destructive">{message}</p> : null
}

function ItemFields({
  index,
  moneda,
  tipos,
  item,
  onRemove,
}: {
  index: number
  moneda: Moneda
  tipos: readonly TipoActivoOpcion[]
  item: unknown
  onRemove: (() => void) | undefined
}) {
  const { setValue, getValues } = useFormContext()
  const name = (field: keyof CotizacionItemInput) => `items.${index}.${field}`
  const unidad = (item as { unidadCobro?: UnidadCobro } | undefined)?.unidadCobro
  const montos = itemMontosInput(item, moneda)
  const numero = index + 1
  return (
    <fieldset
      className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-4"
      data-item={numero}
    >
      <legend className="px-1 font-medium">Ítem {numero}</legend>
      <ChoiceField
        name={name('tipoActivoId')}
        label="Tipo de activo"
        className="sm:col-span-2"
        options={tipos.map((tipo) => ({ value: tipo.id, label: tipo.nombre }))}
        placeholder="Elija un tipo de activo"
        onChosen={(id) => {
          const tipo = tipos.find((candidate) => candidate.id === id)
          if (!tipo) return
          // A tipo brings how it is usually charged; its reference rate is in pesos.
          setValue(name('unidadCobro'), tipo.unidadCobroDefault, { shouldValidate: true })
          if (moneda === 'CLP' && getValues(name('tarifa')) == null) {
            setValue(name('tarifa'), tipo.tarifaReferencia, { shouldValidate: true })
          }
          if (tipo.requiereOperador) setValue(name('conOperador'), true)
        }}
      />
      <InputField
        name={name('descripcion')}
        label="Descripción"
        optional
        className="sm:col-span-2"
      />
      <FormField name={name('cantidad')} label="Cantidad">
        {({ value, onChange, ...field }) => (
          <DecimalInput {...field} decimals={0} value={value as number} onChange={onChange} />
        )}
      </FormField>
      <SelectField name={name('unidadCobro')} label="Unidad de cobro" options={unidades} />
      <FormField name={name('tarifa')} label={`Tarifa (${moneda})`}>
        {({ value, onChange, ...field }) => (
          <MoneyInput {...field} currency={moneda} value={value as number} onChange={onChange} />
        )}
      </FormField>
      <FormField
        name={name('periodoEstimado')}
        label={unidad ? `Período estimado (${PERIODO_UNIDAD[unidad]})` : 'Período estimado'}
      >
        {({ value, onChange, ...field }) => (
          <DecimalInput
            {...field}
            decimals={unidad ? PERIODO_DECIMALES[unidad] : 1}
            value={value as number}
            onChange={onChange}
          />
        )}
      </FormField>
      <FormField name={name('fleteIda')} label="Flete de ida">
        {({ value, onChange, ...field }) => (
          <MoneyInput {...field} currency={moneda} value={value as number} onChange={onChange} />
        )}
      </FormField>
      <FormField name={name('fleteVuelta')} label="Flete de vuelta">
        {({ value, onChange, ...field }) => (
          <MoneyInput {...field} currency={moneda} value={value as number} onChange={onChange} />
        )}
      </FormField>
      <FormField name={name('descuentoPct')} label="Descuento (%)">
        {({ value, onChange, ...field }) => (
          <DecimalInput {...field} decimals={2} value={value as number} onChange={onChange} />
        )}
      </FormField>
      <CheckboxField name={name('conOperador')} label="Con operador" className="self-end" />
      <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2 lg:col-span-4">
        <p className="text-sm">
          Neto del ítem:{' '}
          <span className="font-medium tabular-nums" data-neto-item={numero}>
            {montos ? formatMonto(montosItem(montos, moneda).neto, moneda) : '—'}
          </span>
        </p>
        {onRemove ? (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            Quitar ítem {numero}
          </Button>
        ) : null}
      </div>
    </fieldset>
  )
}

/** Neto / IVA / Total of the items that parse, and for UF their equivalent in pesos. */
export function ItemsResumen({
  moneda,
  fecha,
  items,
}: {
  moneda: Moneda
  fecha: string
  items: readonly unknown[]
}) {
  const api = useApi()
  const uf = moneda === 'UF' && /^\d{4}-\d{2}-\d{2}$/.test(fecha)
  const valorUf = useQuery({ ...comercialQueries(api).valoresUf.detail(fecha), enabled: uf })
  const faltante = uf && valorUf.error instanceof ApiRequestError && valorUf.error.status === 404
  const validos = items
    .map((item) => itemMontosInput(item, moneda))
    .filter((item): item is ItemMontosInput => item !== null)
  const montos = montosCotizacion(validos, moneda, uf ? valorUf.data?.valor : null)
  return (
    <div className="grid gap-2 rounded-lg bg-muted/50 p-4" aria-live="polite">
      <h3 className="font-medium">Resumen</h3>
      {validos.length < items.length ? (
        <p className="text-sm text-muted-foreground">
          Los ítems incompletos no se suman hasta que estén completos.
        </p>
      ) : null}
      <MontosResumen
        moneda={moneda}
        montos={montos}
        fecha={fecha}
        equivalente={montos.equivalenteClp}
        valorUfFaltante={faltante}
      />
    </div>
  )
}
