// The operator's assignments a report may be written for (`GET /v1/operador/report-opciones`),
// kept on the phone so the form opens without signal; and what the form shows instead while they
// load, when neither the server nor the phone has them, or when he has no equipo assigned.
import type { OpcionesReport } from '@cordillera/contracts'
import type { Connection } from '@cordillera/data-client'
import { misReportsApi } from '@cordillera/data-client/mis-reports'
import { apiErrorMessage } from '@cordillera/portal/screens'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Cached } from './offline/kept-answers.ts'
import type { ReportsOffline } from './offline/reports-offline.ts'
import { isUnreachable } from './offline/unreachable.ts'
import { Cargando, WarningNotice } from './report-parts.tsx'
import { misReportsKeys, useKeptQuery } from './use-reports-offline.ts'

export function useOpciones(offline: ReportsOffline, api: Connection) {
  return useKeptQuery(offline, misReportsKeys.options(offline.userId), (signal) =>
    misReportsApi(api).opciones(signal),
  )
}

export function OpcionesView({
  query,
  children,
}: {
  query: UseQueryResult<Cached<OpcionesReport>>
  children: (opciones: OpcionesReport) => ReactNode
}) {
  if (query.data) {
    if (query.data.value.asignaciones.length === 0) {
      return (
        <WarningNotice title="No tiene equipos asignados">
          Pida a RR.HH. que lo asigne al equipo que opera para escribir sus reports.
        </WarningNotice>
      )
    }
    return children(query.data.value)
  }
  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>No se pudieron cargar sus equipos</AlertTitle>
        <AlertDescription>
          {isUnreachable(query.error)
            ? 'Sin conexión, y este teléfono aún no guarda sus equipos: abra esta pantalla una vez con conexión.'
            : apiErrorMessage(query.error)}
        </AlertDescription>
      </Alert>
    )
  }
  return <Cargando className="grid gap-4" blocks={['h-11 w-full', 'h-11 w-full', 'h-40 w-full']} />
}
