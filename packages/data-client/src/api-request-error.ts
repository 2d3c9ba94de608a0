// The one error the API client throws: HTTP status, the API's stable code (contracts' ErrorCode)
// and a Spanish message that can be shown as is.
import type { ErrorCode } from '@cordillera/contracts'

export class ApiRequestError extends Error {
  override name = 'ApiRequestError'
  /** 0 when the server could not be reached at all. */
  readonly status: number
  readonly code: ErrorCode
  /** Spanish messages per field for `entrada_invalida`, keyed by dotted path. */
  readonly fields: Readonly<Record<string, string>>

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    fields: Record<string, string> = {},
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.status = status
    this.code = code
    this.fields = fields
  }
}
