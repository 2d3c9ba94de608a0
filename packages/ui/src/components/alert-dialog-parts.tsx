// Radix's alert dialog, the module confirm-dialog.tsx loads when a confirmation is first pointed
// at or opened (decision 053).
import { AlertDialog } from 'radix-ui'

export const Root = AlertDialog.Root
export const Trigger = AlertDialog.Trigger
export const Portal = AlertDialog.Portal
export const Overlay = AlertDialog.Overlay
export const Content = AlertDialog.Content
export const Title = AlertDialog.Title
export const Description = AlertDialog.Description
export const Cancel = AlertDialog.Cancel
