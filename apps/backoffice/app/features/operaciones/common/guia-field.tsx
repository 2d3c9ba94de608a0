// The folio of a guía de despacho as digits: a movement's and each line of a request's
// completion. Anything else is left for the schema to refuse in Spanish.
import { NumberTextField } from '@cordillera/portal/screens'

const folio = (text: string) => {
  const trimmed = text.trim()
  return trimmed === '' ? null : /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed
}

export function GuiaField({
  name,
  label = 'Guía de despacho (folio)',
}: {
  name: string
  label?: string
}) {
  return <NumberTextField name={name} label={label} read={folio} />
}
