// An action on a record behind a confirmation (close or reopen a ticket, validate a report, take an
// incident under review): the button that opens it, the question, the call — its refusal (a stale
// version, an estado that no longer allows it) kept in the dialog with the API's reason — and,
// once done, the toast. The screen gives only its words and its call.
import { ConfirmDialog } from '@cordillera/ui/components/confirm-dialog'
import { notify } from '@cordillera/ui/components/toaster'
import { type ReactNode, useState } from 'react'
import { apiErrorMessage } from './api-error.ts'

export function ConfirmAction<T = unknown>({
  trigger,
  title,
  description,
  confirmLabel,
  run,
  done,
}: {
  /** The button that asks. */
  trigger: ReactNode
  title: string
  description: ReactNode
  confirmLabel: string
  /** The call (a mutation's `mutateAsync`): a rejection keeps the dialog open with its reason. */
  run: () => Promise<T>
  /** The toast once done: "Ticket TCK-000042 cerrado", or written from the call's answer. */
  done: string | ((result: T) => string)
}) {
  const [problema, setProblema] = useState<string | undefined>()
  return (
    <ConfirmDialog
      onOpenChange={(open) => {
        if (open) setProblema(undefined)
      }}
      trigger={trigger}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      errorMessage={problema}
      onConfirm={async () => {
        let result: T
        try {
          result = await run()
        } catch (error) {
          setProblema(apiErrorMessage(error))
          throw error
        }
        notify.success(typeof done === 'string' ? done : done(result))
      }}
    />
  )
}
