// Calls cognito-local's JSON API from inside the layer, for the pieces of a flow it does well
// (issuing tokens, storing passwords) while the layer does the rest.
import { CognitoError } from './cognito-error.ts'

export type EmulatorClient = {
  url: string
  call: <T = Record<string, unknown>>(operation: string, body: unknown) => Promise<T>
}

export function emulatorClient(url: string): EmulatorClient {
  return {
    url,
    async call<T>(operation: string, body: unknown): Promise<T> {
      const response = await fetch(`${url}/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        body: JSON.stringify(body),
      })
      const text = await response.text()
      const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {}
      if (!response.ok) {
        throw new CognitoError(
          String(parsed.__type ?? 'InternalErrorException'),
          String(parsed.message ?? `cognito-local answered ${response.status}`),
          response.status,
        )
      }
      return parsed as T
    },
  }
}
