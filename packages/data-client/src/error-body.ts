// The API's error body (`{ error: { code, message, fields? } }`) read with its contract's schema,
// as the ApiRequestError the screens show. Loaded only when an answer is an error (`apiRefusal`
// in request.ts, download.ts, upload.ts): the schema library is not part of a signed-in page's
// first load for this (decision 052).
import { apiErrorSchema } from '@cordillera/contracts'
import { ApiRequestError } from './api-request-error.ts'
import type { Fallback } from './fallback-errors.ts'

/** The API's own code and message when the body is its error shape, else `fallback`'s. */
export function refusalOf(status: number, data: unknown, fallback: Fallback): ApiRequestError {
  const parsed = apiErrorSchema.safeParse(data)
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error
    return new ApiRequestError(status, code, message, fields)
  }
  return new ApiRequestError(status, fallback.code, fallback.message)
}
