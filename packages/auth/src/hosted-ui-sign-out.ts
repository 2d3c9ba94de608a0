// Sign-out of a hosted-login (federated) session: Amplify forgets the tokens and sends the browser
// to the user pool's logout page, which comes back to the portal's sign-out URL. A page still
// here after the timeout was never redirected: that fails with "Signout timeout fail" (docs/portals.md,
// errors and constants), the value Amplify v5 used, so callers can then go to the login page themselves.
import { signOutTimeoutMessage } from './auth-errors.ts'
import { signOut } from './sign-out.ts'

/** docs/portals.md, constants: hosted sign-out timeout. */
export const hostedSignOutTimeoutMs = 3000

export async function signOutWithHostedUi({
  global = false,
  timeoutMs = hostedSignOutTimeoutMs,
}: {
  global?: boolean
  timeoutMs?: number
} = {}): Promise<void> {
  await signOut({ global })
  // Leaving the page ends this script, so the timer only fires when the redirect did not happen.
  await new Promise<never>((_resolve, reject) => {
    setTimeout(() => reject(new Error(signOutTimeoutMessage)), timeoutMs)
  })
}
