// /configuracion-tributaria (su; key sistema/configuracion-tributaria): what issuing a DTE needs,
// on one page — the company's tax settings, the signing certificate and the SII's CAFs
// (decision 087). Settings and certificate are absent until first saved (the API's 404): the
// page then offers to save them, and says so.
import { ApiRequestError } from '@cordillera/data-client'
import { siiQueries } from '@cordillera/data-client/sii'
import { apiErrorMessage, useApi } from '@cordillera/portal/screens'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { Button } from '@cordillera/ui/components/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@cordillera/ui/components/card'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { Skeleton } from '@cordillera/ui/components/skeleton'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { CafsSection } from './cafs-section.tsx'
import { CertificadoSection } from './certificado-section.tsx'
import { ConfiguracionForm } from './configuracion-form.tsx'

export default function ConfiguracionTributaria() {
  const api = useApi()
  const queries = siiQueries(api)
  const configuracion = useQuery(queries.configuracion.get())
  const certificado = useQuery(queries.certificado.get())
  const cafs = useQuery(queries.cafs.list())
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Configuración tributaria"
        description="Los datos con que la empresa emite sus documentos tributarios electrónicos: emisor y resolución del SII, certificado digital y folios autorizados (CAF)."
      />
      <Seccion
        titulo="Datos del emisor"
        descripcion="Como aparecen en cada factura y guía de despacho, y el ambiente del SII al que se envían."
        query={configuracion}
        faltante
      >
        {(guardada) => <ConfiguracionForm guardada={guardada} />}
      </Seccion>
      <Seccion
        titulo="Certificado digital"
        descripcion="El certificado del representante con que se firman los documentos. Solo se muestran su titular y su vigencia."
        query={certificado}
        faltante
      >
        {(actual) => <CertificadoSection certificado={actual} />}
      </Seccion>
      <Seccion
        titulo="Folios autorizados (CAF)"
        descripcion="Los rangos de folios que el SII autorizó por tipo de documento. Los de factura vencen a los 180 días de su autorización."
        query={cafs}
      >
        {(lista) => <CafsSection cafs={lista?.items ?? []} />}
      </Seccion>
    </div>
  )
}

const noExiste = (error: unknown) => error instanceof ApiRequestError && error.status === 404

/** A card whose content waits for its query; `faltante`: a 404 is "none yet" (null). */
function Seccion<T>({
  titulo,
  descripcion,
  query,
  faltante = false,
  children,
}: {
  titulo: string
  descripcion: string
  query: UseQueryResult<T>
  faltante?: boolean
  children: (data: T | null) => ReactNode
}) {
  let content: ReactNode
  if (query.data !== undefined) content = children(query.data)
  else if (query.isError && faltante && noExiste(query.error)) content = children(null)
  else if (query.isError) {
    content = (
      <Alert variant="destructive">
        <AlertTitle>No se pudo cargar</AlertTitle>
        <AlertDescription className="grid gap-3">
          <p>{apiErrorMessage(query.error)}</p>
          <div>
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              Reintentar
            </Button>
          </div>
        </AlertDescription>
      </Alert>
    )
  } else {
    content = (
      <div role="status" aria-label="Cargando" className="grid gap-3">
        <Skeleton className="h-4 w-96 max-w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    )
  }
  return (
    <Card aria-label={titulo} role="region">
      <CardHeader>
        <CardTitle>{titulo}</CardTitle>
        <CardDescription>{descripcion}</CardDescription>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  )
}
