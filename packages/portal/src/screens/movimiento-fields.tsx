// What the forms that record movements share (registrar movimiento on an asset in operations,
// completing a solicitud pendiente in comercial): the values they start with, the fecha y hora and
// guía de despacho fields, how a refusal is shown — field messages under their fields, a 409 (the
// asset or request changed meanwhile) above the form while what it concerns is read again — and
// that notice.
import { useSession } from '@cordillera/auth/react'
import { DateTimePicker } from '@cordillera/ui/components/forms/date-time-picker'
import { FormField } from '@cordillera/ui/components/forms/field'
import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { NumberTextField } from './number-text-field.tsx'

/** Now, the signed-in user as responsable, no transportista nor observaciones. */
export function useMovimientoDefaults() {
  const session = useSession()
  return {
    fecha: new Date().toISOString(),
    transportista: '',
    responsable: session.nombreUsuario ?? '',
    observaciones: '',
  }
}

/**
 * A refused write's conflict (409), given to `submitting` beside the save: the API's words as the
 * dialog's notice (`onConflict`) while the rows under `queryKey` are read again, so the form
 * follows them; field messages go under their fields, as `submitting` shows them.
 */
export function useMovimientoRefusal(onConflict: (message: string) => void, queryKey: QueryKey) {
  const queryClient = useQueryClient()
  return (message: string) => {
    onConflict(message)
    void queryClient.invalidateQueries({ queryKey })
  }
}

export function FechaHoraField({ label }: { label: string }) {
  return (
    <FormField name="fecha" label={label}>
      {({ value, ...field }) => (
        <DateTimePicker {...field} value={(value as string | null | undefined) ?? null} />
      )}
    </FormField>
  )
}

// The folio of a guía de despacho as digits: a movement's and each line of a request's
// completion. Anything else is left for the schema to refuse in Spanish.
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
