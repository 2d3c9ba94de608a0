// A number typed in a text field (a cantidad, a guía de despacho's folio): the phone's digit
// keyboard, tabular figures, no browser spinner, and `read` turning the text into the form's value
// (what it cannot read is left for the schema to refuse in Spanish).
import { FormField } from '@cordillera/ui/components/forms/field'
import { Input } from '@cordillera/ui/components/input'

export function NumberTextField({
  name,
  label,
  read,
}: {
  name: string
  label: string
  read: (text: string) => unknown
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
          onChange={(event) => onChange(read(event.target.value))}
        />
      )}
    </FormField>
  )
}
