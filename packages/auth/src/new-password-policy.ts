// The pool's password policy, checked before calling it so the explanation is Spanish and says
// exactly what is missing (the pool's own answer is English and generic).
import { passwordSchema } from '@cordillera/contracts'
import { authMessages } from './auth-errors.ts'

/** The Spanish reason a new password is refused, or null when the policy accepts it. */
export function passwordPolicyProblem(password: string): string | null {
  const policy = passwordSchema.safeParse(password)
  if (policy.success) return null
  return policy.error.issues[0]?.message ?? authMessages.invalidPassword
}
