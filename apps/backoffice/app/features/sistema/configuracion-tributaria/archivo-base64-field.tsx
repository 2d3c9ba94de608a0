// A file the API takes as base64 in the JSON body (the signing certificate, a CAF: a few
// kilobytes, kept encrypted by the API; decision 087): chosen with the browser's file input, read
// whole, and the form's value its base64. What the file holds is for the API to judge: its
// Spanish refusal comes back on this field.
import { FormField } from '@cordillera/ui/components/forms/field'
import { Input } from '@cordillera/ui/components/input'

/** The file's bytes in base64 (without the data URL's prefix). */
export function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      const url = String(reader.result)
      resolve(url.slice(url.indexOf(',') + 1))
    }
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}

export function ArchivoBase64Field({
  name,
  label,
  accept,
  hint,
}: {
  name: string
  label: string
  /** ".p12,.pfx" */
  accept: string
  hint?: string
}) {
  return (
    <FormField name={name} label={label} hint={hint}>
      {({ value: _value, onChange, ...field }) => (
        <Input
          {...field}
          type="file"
          accept={accept}
          onChange={async (event) => {
            const file = event.target.files?.[0]
            onChange(file ? await base64Of(file) : '')
          }}
        />
      )}
    </FormField>
  )
}
