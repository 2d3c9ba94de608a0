// The three states of a screen that shows one thing from the API: loading (a skeleton the shape of
// the page), failed (the API's Spanish message; a missing row is a "not found" page with the way
// back to its list) and loaded.
import { ApiRequestError } from '@cordillera/data-client'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { Button } from '@cordillera/ui/components/button'
import { Skeleton } from '@cordillera/ui/components/skeleton'
import { StatusPage } from '@cordillera/ui/components/status-page'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { apiErrorMessage } from './api-error.ts'

export type QueryViewProps<T> = {
  query: UseQueryResult<T>
  /** Where "Volver" leads when the row does not exist, e.g. `{ to: href('obras'), label: 'Volver a obras' }`. */
  back: { to: string; label: string }
  /** What is missing, for the not-found page: "La obra". */
  thing: string
  children: (data: T) => ReactNode
}

export function QueryView<T>({ query, back, thing, children }: QueryViewProps<T>) {
  if (query.data !== undefined) return children(query.data)
  if (query.isError) {
    const { error } = query
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      return (
        <StatusPage
          inShell
          code="404"
          title={`${thing} no existe`}
          description="Puede que se haya eliminado o que el enlace esté incompleto."
        >
          <Button asChild>
            <Link to={back.to}>{back.label}</Link>
          </Button>
        </StatusPage>
      )
    }
    return (
      <Alert variant="destructive">
        <AlertTitle>No se pudo cargar</AlertTitle>
        <AlertDescription className="grid gap-3">
          <p>{apiErrorMessage(error)}</p>
          <div>
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              Reintentar
            </Button>
          </div>
        </AlertDescription>
      </Alert>
    )
  }
  return (
    <div role="status" aria-label="Cargando" className="grid gap-4">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  )
}
