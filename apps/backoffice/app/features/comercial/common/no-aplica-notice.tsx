// The notice of a screen that does not apply to its record as it stands (a quotation no longer in
// borrador, a request already attended, a finished contract): why, and the way back to the record.
import { LinkButton } from '@cordillera/portal/screens'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'

export function NoAplicaNotice({
  title,
  children,
  back,
}: {
  title: string
  children: string
  back: { to: string; label: string }
}) {
  return (
    <Alert variant="warning" className="max-w-3xl">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{children}</p>
        <div>
          <LinkButton to={back.to} variant="outline" size="sm">
            {back.label}
          </LinkButton>
        </div>
      </AlertDescription>
    </Alert>
  )
}
