// Test support of the users area: calls as a user created during the test, whom the fake
// verifier's token (`test:<sub>:<email>`, e-mail verified) links to its row by its e-mail, as a
// real first sign-in does.
import type { TestApp } from '../testing/test-app.ts'

export function callerAs(t: TestApp) {
  return async (email: string, method: string, path: string, body?: unknown) => {
    const res = await t.app.request(path, {
      method,
      headers: {
        Authorization: `Bearer test:sub-${email}:${email}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
    const isJson = res.headers.get('content-type')?.includes('application/json')
    const parsed = res.status === 204 ? null : isJson ? await res.json() : await res.text()
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert what matters.
    return { status: res.status, body: parsed as any }
  }
}
