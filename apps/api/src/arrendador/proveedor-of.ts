// The lessor of the signed-in user: every arrendador route scopes its rows by it, read from the
// user the API loaded for this request and never from the request itself (decision 065). The
// routes' audience lets only `proveedor` users in; one without a proveedor is refused all the same.
import type { AuthUser } from '../auth/auth-user.ts'
import { forbidden, messages } from '../http/api-error.ts'

export function proveedorOf(user: AuthUser): string {
  const id = user.proveedor?.id
  if (user.tipo !== 'proveedor' || !id) throw forbidden(messages.soloArrendadores)
  return id
}
