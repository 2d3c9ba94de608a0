// Notifications (sonner) with the presets of docs/portals.md, constants: 5 s by default, shown at the top in
// the main layout and at the bottom for the sign-in guard. Mount <Toaster /> once, in the root
// route; anything may then call `notify`.
//
// A toast follows something the user did or something that arrived, never a screen's first paint,
// so the toast library (~9 KB gzip) is in no screen's first load (decision 053): the Toaster
// fetches it once rendered, `notify` when first called. A toast raised before the library's
// Toaster listens is not lost: sonner shows the active ones when it subscribes.
import { lazy, Suspense } from 'react'
import type { ExternalToast, ToasterProps } from 'sonner'
import { esCl } from '../locale/es-cl.ts'

const { notifications } = esCl

const loadSonner = () => import('sonner')
const SonnerToaster = lazy(() =>
  import('./sonner-toaster.tsx').then(({ SonnerToaster }) => ({ default: SonnerToaster })),
)

export function Toaster(props: ToasterProps) {
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  )
}

export type NotifyOptions = ExternalToast

export type Toast = Awaited<ReturnType<typeof loadSonner>>['toast']

/** Runs `show` with sonner's `toast` once the library is loaded, in call order; resolves after. */
export function withToast(show: (toast: Toast) => unknown): Promise<void> {
  return loadSonner().then(({ toast }) => {
    show(toast)
  })
}

export const notify = {
  success: (message: string, options?: NotifyOptions) =>
    withToast((toast) => toast.success(message, options)),
  info: (message: string, options?: NotifyOptions) =>
    withToast((toast) => toast.info(message, options)),
  error: (message: string, options?: NotifyOptions) =>
    withToast((toast) => toast.error(message, options)),
  /** The sign-in guard's notice (docs/portals.md, errors), at the guard's position; shown once at a time. */
  signInRequired: () =>
    withToast((toast) =>
      toast.error(notifications.signInRequired, {
        id: 'sign-in-required',
        position: notifications.signInGuardPosition,
      }),
    ),
  /** Once signed in, the guard's notice has nothing left to say. */
  dismissSignInRequired: () => withToast((toast) => toast.dismiss('sign-in-required')),
}
