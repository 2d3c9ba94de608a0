// Notifications (sonner) with the presets of docs/portals.md, constants: 5 s by default, shown at the top in
// the main layout and at the bottom for the sign-in guard. Mount <Toaster /> once, in the root
// route; anything may then call `notify`.
import type { CSSProperties } from 'react'
import { type ExternalToast, Toaster as Sonner, type ToasterProps, toast } from 'sonner'
import { esCl } from '../locale/es-cl.ts'

const { notifications } = esCl

// Sonner paints its toasts with these variables; binding them to the theme keeps dark mode right.
const themeVariables = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
} as CSSProperties

export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      theme="system"
      position={notifications.mainPosition}
      duration={notifications.durationMs}
      expand
      closeButton
      style={themeVariables}
      toastOptions={{ closeButtonAriaLabel: notifications.closeLabel }}
      {...props}
    />
  )
}

export type NotifyOptions = ExternalToast

export const notify = {
  success: (message: string, options?: NotifyOptions) => toast.success(message, options),
  info: (message: string, options?: NotifyOptions) => toast.info(message, options),
  error: (message: string, options?: NotifyOptions) => toast.error(message, options),
  /** The sign-in guard's notice (docs/portals.md, errors), at the guard's position; shown once at a time. */
  signInRequired: () =>
    toast.error(notifications.signInRequired, {
      id: 'sign-in-required',
      position: notifications.signInGuardPosition,
    }),
  /** Once signed in, the guard's notice has nothing left to say. */
  dismissSignInRequired: () => toast.dismiss('sign-in-required'),
}
