// The header of a quotation (crear and editar): razón social, one of its obras, fecha, validez,
// moneda and condiciones. Choosing another razón social empties the obra, which must be its own.

import { monedas, VALIDEZ_DIAS_MAXIMO } from '@cordillera/contracts'
import { DateField } from '@cordillera/portal/screens'
import { FormField } from '@cordillera/ui/components/forms/field'
import { SelectField } from '@cordillera/ui/components/forms/select-field'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { useEffect, useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { ObraPicker, RazonSocialPicker } from '../common/pickers.tsx'
import { DecimalInput } from './decimal-input.tsx'

const MONEDA_LABEL = { CLP: 'Pesos (CLP)', UF: 'Unidades de fomento (UF)' } as const
const opcionesMoneda = monedas.map((value) => ({ value, label: MONEDA_LABEL[value] }))

export function CotizacionCabeceraFields({
  razonSocialNombre,
  obraNombre,
  monedaHint,
}: {
  /** On an edit form, the names of the current razón social and obra until the user searches. */
  razonSocialNombre?: string | undefined
  obraNombre?: string | undefined
  monedaHint?: string | undefined
}) {
  const { control, setValue, getValues } = useFormContext()
  const razonSocialId = useWatch({ control, name: 'razonSocialId' }) as string | undefined
  const elegida = useRef(razonSocialId)
  // The obra belongs to the razón social: choosing another one empties it.
  useEffect(() => {
    if (elegida.current === razonSocialId) return
    elegida.current = razonSocialId
    if (getValues('obraId')) setValue('obraId', '')
  }, [razonSocialId, getValues, setValue])
  return (
    <fieldset className="grid items-start gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">Datos de la cotización</legend>
      <RazonSocialPicker
        name="razonSocialId"
        label="Razón social"
        hint="A quién se cotiza y factura."
        selectedLabel={razonSocialNombre}
      />
      <ObraPicker
        name="obraId"
        label="Obra"
        razonSocialId={razonSocialId}
        selectedLabel={obraNombre}
      />
      <DateField name="fecha" label="Fecha" />
      <FormField
        name="validezDias"
        label="Validez (días)"
        hint={`Días desde la fecha, hasta ${VALIDEZ_DIAS_MAXIMO}.`}
      >
        {({ value, onChange, ...field }) => (
          <DecimalInput {...field} decimals={0} value={value as number} onChange={onChange} />
        )}
      </FormField>
      <SelectField name="moneda" label="Moneda" options={opcionesMoneda} hint={monedaHint} />
      <TextareaField
        name="condiciones"
        label="Condiciones"
        optional
        rows={4}
        className="sm:col-span-2"
      />
    </fieldset>
  )
}
