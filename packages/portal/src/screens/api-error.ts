// How a screen tells the user what the API refused: the field messages of a 400 under their
// fields (the same Spanish the form's own schema would give), anything else as a notification
// with the API's message (409 conflicts, 403, the server unreachable).
import { ApiRequestError } from '@cordillera/data-client'
import { notify } from '@cordillera/ui/components/toaster'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

const fallback = 'No se pudo completar la acción. Intenta de nuevo.'

/** The Spanish message of any error a call can throw. */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message
  return fallback
}

/**
 * Puts a rejected save on screen. Field messages go to the fields the form has (focusing the
 * first); the rest, and the summary, to a notification. Returns whether it was a conflict (409),
 * which callers answer by offering to reload the row.
 */
export function showApiError<T extends FieldValues>(
  error: unknown,
  form?: UseFormReturn<T, unknown, unknown>,
): { conflict: boolean } {
  if (!(error instanceof ApiRequestError)) {
    console.error(error)
    notify.error(fallback)
    return { conflict: false }
  }
  let shown = false
  if (form) {
    const values = form.getValues() as Record<string, unknown>
    for (const [path, message] of Object.entries(error.fields)) {
      const root = path.split('.')[0] ?? path
      if (!(root in values)) continue
      form.setError(path as Path<T>, { type: 'server', message }, { shouldFocus: !shown })
      shown = true
    }
  }
  notify.error(error.message)
  return { conflict: error.status === 409 }
}

/**
 * A form's submit handler that saves and, when the API refuses, shows why (field messages under
 * their fields); `onConflict` runs on a 409 with the API's words, e.g. to offer reloading the row
 * (the submit waits for what it returns).
 */
export function submitting<T extends FieldValues, V>(
  form: UseFormReturn<T, unknown, unknown>,
  save: (values: V) => Promise<unknown>,
  onConflict?: (message: string) => unknown,
): (values: V) => Promise<void> {
  return async (values) => {
    try {
      await save(values)
    } catch (error) {
      if (showApiError(error, form).conflict) await onConflict?.(apiErrorMessage(error))
    }
  }
}
