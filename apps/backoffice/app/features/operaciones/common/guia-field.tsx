// The folio of a guía de despacho as digits: a movement's and each line of a request's
// completion. Anything else is left for the schema to refuse in Spanish.
import { FormField } from '@cordillera/ui/components/forms/field'
import { Input } from '@cordillera/ui/components/input'

export function GuiaField({
  name,
  label = 'Guía de despacho (folio)',
}: {
  name: string
  label?: string
}) {
  return (
    <FormField name={name} label={label}>
      {({ value, onChange, ...field }) => (
        <Input
          {...field}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className="tabular-nums"
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(event) => {
            const text = event.target.value.trim()
            onChange(text === '' ? null : /^\d+$/.test(text) ? Number(text) : text)
          }}
        />
      )}
    </FormField>
  )
}
