// An address's region and comuna as two fields of a form whose value is only the comuna's CUT
// code (the region is derived from it, docs/domain.md): the region is the form's helper state, taken
// from the comuna when editing, and choosing another region empties a comuna outside it.
import { comunaPorCodigo } from '@cordillera/contracts'
import { ComunaSelect } from '@cordillera/ui/components/forms/comuna-select'
import { Field, FormField } from '@cordillera/ui/components/forms/field'
import { RegionSelect } from '@cordillera/ui/components/forms/region-select'
import { useState } from 'react'
import { useFormContext } from 'react-hook-form'

export function ComunaFields({ name = 'comuna' }: { name?: string }) {
  const { getValues } = useFormContext()
  const [region, setRegion] = useState<string | null>(
    () => comunaPorCodigo(getValues(name) as string | undefined)?.codigoRegion ?? null,
  )
  return (
    <>
      <Field label="Región">
        {(control) => <RegionSelect {...control} value={region} onChange={setRegion} />}
      </Field>
      <FormField name={name} label="Comuna">
        {({ value, onChange, ...field }) => (
          <ComunaSelect
            {...field}
            region={region}
            value={(value as string | null | undefined) ?? null}
            onChange={(codigo) => onChange(codigo ?? '')}
          />
        )}
      </FormField>
    </>
  )
}

/** "Ñuñoa, Metropolitana de Santiago" for a CUT code; the code itself when unknown. */
export function comunaLabel(codigo: string): string {
  const comuna = comunaPorCodigo(codigo)
  return comuna ? comuna.nombre : codigo
}
