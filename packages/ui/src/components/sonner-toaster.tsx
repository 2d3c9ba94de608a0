// The toast library's own <Toaster />, with the presets of docs/portals.md: loaded by the kit's
// `Toaster` (toaster.tsx) after the screen, never imported by a screen.
import type { CSSProperties } from 'react'
import { Toaster as Sonner, type ToasterProps } from 'sonner'
import { esCl } from '../locale/es-cl.ts'

const { notifications } = esCl

// Sonner paints its toasts with these variables; binding them to the theme keeps dark mode right.
const themeVariables = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
} as CSSProperties

export function SonnerToaster(props: ToasterProps) {
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
