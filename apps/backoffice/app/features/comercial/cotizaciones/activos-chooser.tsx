// pasar-contrato's choice of assets: for each quotation item, the free assets of its tipo as
// checkboxes, exactly its cantidad to be checked (once reached, the rest wait until one is
// unchecked); for each chosen asset its fecha de entrega and, when billed by the hour, the minimum
// of hours per día or mes and the stand-by rate. The submit button says what is still missing.

import {
  type ActivosDisponibles,
  type CotizacionItem,
  type Moneda,
  type PasarContratoItemInput,
  PERIODO_MINIMO_LABEL,
  PERIODOS_MINIMO,
  UNIDAD_COBRO_LABEL,
} from '@cordillera/contracts'
import { DateField } from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import { Checkbox } from '@cordillera/ui/components/checkbox'
import { FormField } from '@cordillera/ui/components/forms/field'
import { MoneyInput } from '@cordillera/ui/components/forms/money-input'
import { SelectField } from '@cordillera/ui/components/forms/select-field'
import { Label } from '@cordillera/ui/components/label'
import { formatNumber } from '@cordillera/ui/format'
import { useEffect } from 'react'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { DecimalInput } from './decimal-input.tsx'

type Disponible = ActivosDisponibles['items'][number]

const porOpciones = PERIODOS_MINIMO.map((value) => ({ value, label: PERIODO_MINIMO_LABEL[value] }))

const activos = (n: number) => (n === 1 ? '1 activo' : `${formatNumber(n)} activos`)

/** "Excavadora 20 t: elija 1 activo más" for each item not complete; empty when all are. */
export function faltantes(
  disponibles: readonly Disponible[],
  elegidos: readonly Pick<PasarContratoItemInput, 'cotizacionItemId'>[],
): string[] {
  return disponibles.flatMap((item) => {
    const cuantos = elegidos.filter((e) => e.cotizacionItemId === item.cotizacionItemId).length
    if (cuantos === item.cantidad) return []
    return cuantos < item.cantidad
      ? [`${item.tipoActivo.nombre}: elija ${activos(item.cantidad - cuantos)} más`]
      : [`${item.tipoActivo.nombre}: sobran ${activos(cuantos - item.cantidad)}`]
  })
}

export function ActivosChooser({
  disponibles,
  items,
  moneda,
  fechaInicio,
  pending,
}: {
  disponibles: readonly Disponible[]
  /** The quotation's items, for each one's unidad de cobro. */
  items: readonly Pick<CotizacionItem, 'id' | 'unidadCobro' | 'descripcion'>[]
  moneda: Moneda
  fechaInicio: string
  pending: boolean
}) {
  const { control, getValues } = useFormContext()
  const { append, remove, replace } = useFieldArray({ control, name: 'items' })
  const elegidos = (useWatch({ control, name: 'items' }) ?? []) as PasarContratoItemInput[]

  // Another search may no longer offer an asset already chosen: it leaves the choice.
  useEffect(() => {
    const libres = new Set(disponibles.flatMap((item) => item.activos.map((activo) => activo.id)))
    const actuales = getValues('items') as PasarContratoItemInput[]
    const quedan = actuales.filter((item) => libres.has(item.activoId))
    if (quedan.length !== actuales.length) replace(quedan)
  }, [disponibles, getValues, replace])

  const falta = faltantes(disponibles, elegidos)
  return (
    <div className="grid gap-6">
      {disponibles.map((item) => {
        const unidad = items.find(
          (candidate) => candidate.id === item.cotizacionItemId,
        )?.unidadCobro
        const deEste = elegidos.filter((e) => e.cotizacionItemId === item.cotizacionItemId).length
        const completo = deEste >= item.cantidad
        const tituloId = `item-${item.cotizacionItemId}`
        return (
          <section
            key={item.cotizacionItemId}
            aria-labelledby={tituloId}
            className="grid gap-3 rounded-lg border p-4"
          >
            <h3 id={tituloId} className="font-medium">
              {item.tipoActivo.nombre} — elija {formatNumber(item.cantidad)}
            </h3>
            <p className="text-sm text-muted-foreground">
              {formatNumber(deEste)} de {formatNumber(item.cantidad)} elegidos
              {unidad ? ` · cobro por ${UNIDAD_COBRO_LABEL[unidad].toLowerCase()}` : ''}
            </p>
            {item.activos.length === 0 ? (
              <p className="text-sm text-destructive">
                No hay activos de este tipo libres en esas fechas.
              </p>
            ) : (
              <ul className="grid gap-3">
                {item.activos.map((activo) => {
                  const index = elegidos.findIndex((e) => e.activoId === activo.id)
                  // Two items of one tipo offer the same assets: one asset goes to one item.
                  const otroItem =
                    index >= 0 && elegidos[index]?.cotizacionItemId !== item.cotizacionItemId
                  const elegido = index >= 0 && !otroItem
                  const checkboxId = `activo-${item.cotizacionItemId}-${activo.id}`
                  return (
                    <li key={activo.id} className="grid gap-3">
                      <div className="flex items-start gap-3">
                        <Checkbox
                          id={checkboxId}
                          checked={elegido}
                          disabled={otroItem || (!elegido && completo)}
                          onCheckedChange={(checked) => {
                            if (checked === true && !elegido) {
                              append({
                                cotizacionItemId: item.cotizacionItemId,
                                activoId: activo.id,
                                fechaEntrega: fechaInicio,
                                minimoHoras: null,
                                minimoPor: null,
                                tarifaStandBy: null,
                              })
                            } else if (checked !== true && elegido) {
                              remove(index)
                            }
                          }}
                          className="mt-0.5"
                        />
                        <Label htmlFor={checkboxId} className="grid gap-0.5 font-normal">
                          <span className="font-medium">{activo.codigo}</span>
                          <span className="text-sm text-muted-foreground">
                            {activo.marca} {activo.modelo} · {activo.propietario ?? 'Propio'}
                            {otroItem ? ' · elegido en otro ítem' : ''}
                          </span>
                        </Label>
                      </div>
                      {elegido ? (
                        <ActivoElegidoFields
                          index={index}
                          codigo={activo.codigo}
                          porHora={unidad === 'hora'}
                          moneda={moneda}
                          fechaInicio={fechaInicio}
                        />
                      ) : null}
                    </li>
                  )
                })}
              </ul>
            )}
          </section>
        )
      })}
      <div className="grid gap-2">
        {falta.length > 0 ? (
          <ul className="text-sm text-muted-foreground" aria-live="polite">
            {falta.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : null}
        <div>
          <Button type="submit" pending={pending} disabled={falta.length > 0}>
            {falta.length > 0 ? 'Faltan activos por elegir' : 'Crear contrato'}
          </Button>
        </div>
      </div>
    </div>
  )
}

function ActivoElegidoFields({
  index,
  codigo,
  porHora,
  moneda,
  fechaInicio,
}: {
  index: number
  codigo: string
  porHora: boolean
  moneda: Moneda
  fechaInicio: string
}) {
  const name = (field: keyof PasarContratoItemInput) => `items.${index}.${field}`
  return (
    <div className="ml-7 grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <DateField
        name={name('fechaEntrega')}
        label={`Entrega de ${codigo}`}
        min={fechaInicio || undefined}
      />
      {porHora ? (
        <>
          <FormField name={name('minimoHoras')} label="Mínimo de horas" optional>
            {({ value, onChange, ...field }) => (
              <DecimalInput {...field} decimals={1} value={value as number} onChange={onChange} />
            )}
          </FormField>
          <SelectField name={name('minimoPor')} label="Mínimo" optional options={porOpciones} />
          <FormField name={name('tarifaStandBy')} label={`Tarifa stand-by (${moneda})`} optional>
            {({ value, onChange, ...field }) => (
              <MoneyInput
                {...field}
                currency={moneda}
                value={value as number}
                onChange={onChange}
              />
            )}
          </FormField>
        </>
      ) : null}
    </div>
  )
}
