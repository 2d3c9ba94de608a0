// Turns zod failures into the 400 `entrada_invalida` answer with one Spanish message per field.
// zod's Spanish locale writes the generic messages; contracts' own messages win where present.
import type { z } from 'zod'
import '../zod-spanish.ts'
import { ApiHttpError, messages } from './api-error.ts'

/** Field key for an issue: the dotted path inside the body/query/params, or the part itself. */
function fieldKey(path: readonly PropertyKey[], target: string): string {
  return path.length === 0 ? target : path.map(String).join('.')
}

export function invalidInput(error: z.ZodError, target = 'body'): ApiHttpError {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = fieldKey(issue.path, target === 'json' ? 'body' : target)
    // The first problem of a field is the one to fix first.
    fields[key] ??= issue.message
  }
  return new ApiHttpError(400, 'entrada_invalida', messages.entradaInvalida, fields)
}

/** The OpenAPIHono defaultHook: a failed validation becomes the error answer. */
export function validationHook(
  result: { success: true } | { success: false; error: z.ZodError; target: string },
): void {
  if (!result.success) throw invalidInput(result.error, result.target)
}
