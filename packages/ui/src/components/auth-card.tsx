// The frame of the screens around signing in (login, forgot password, first password): a centred
// card that names the portal, with a title, a description, an optional error and the form.
import type { ReactNode } from 'react'
import { esCl } from '../locale/es-cl.ts'
import { ErrorAlert } from './alert.tsx'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx'

export type AuthCardProps = {
  portalName: string
  title: string
  description: string
  error?: string | null | undefined
  footer?: ReactNode
  children: ReactNode
}

export function AuthCard({
  portalName,
  title,
  description,
  error,
  footer,
  children,
}: AuthCardProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <p className="text-sm font-medium text-muted-foreground">
            {esCl.shell.portal(portalName)}
          </p>
          <CardTitle asChild>
            <h1>{title}</h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {error ? <ErrorAlert>{error}</ErrorAlert> : null}
          {children}
        </CardContent>
        {footer ? <CardFooter className="justify-center text-sm">{footer}</CardFooter> : null}
      </Card>
    </main>
  )
}
