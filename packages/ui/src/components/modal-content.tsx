// What a dialog and a sheet draw once open, both being Radix's Dialog: the dimmed overlay, the
// content in its portal (focus trapped inside, Escape closes) and the ✕ in its corner. Each says
// its kind (its slots' names), its content's classes (where it stands, how wide) and its ✕'s.
import { X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { kit as kitText } from '../locale/es-cl/kit.ts'

export type ModalContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** The ✕ in the corner; hide it when the footer's buttons are the only ways out. */
  showCloseButton?: boolean
}

export function ModalContent({
  kind,
  closeClassName,
  children,
  showCloseButton = true,
  ...props
}: ModalContentProps & { kind: 'dialog' | 'sheet'; closeClassName: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot={`${kind}-overlay`}
        className="fixed inset-0 z-50 bg-black/50"
      />
      <DialogPrimitive.Content data-slot={`${kind}-content`} {...props}>
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close data-slot={`${kind}-close`} className={closeClassName}>
            <X aria-hidden="true" />
            <span className="sr-only">{kitText.dialog.close}</span>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}
