// estado-de-pago-externos/listar/obra/{obraId}/proveedor/{proveedorId}/inicio/{fechaInicio}/fin/{fechaFin}:
// the draft of what the company owes that lessor at that obra over those dates (decision 064),
// computed by the API and not saved: each line with its evidence (a falla incident's days out,
// with the incident), the problems (an asset without agreement, an unsigned report, a missing
// valor UF block it, said plainly), manual lines with their reason, the totals as the lines
// change. "Crear EDP externo" saves it in borrador and opens it; a period that meets another EDP
// of the lessor at the obra is the API's 409, naming it.
import type { EdpExternoPreview } from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { edpExternosApi, edpExternosQueries } from '@cordillera/data-client/edp-externos'
import { href } from '@cordillera/permissions'
import { apiErrorMessage, LinkButton, QueryView, useApi } from '@cordillera/portal/screens'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { Button } from '@cordillera/ui/components/button'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { formatDate, formatRut } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { EdpLineasCard } from '../edp/edp-lineas.tsx'
import { cuerpoDeLineas, lineasYTotales, useLineasManuales } from '../edp/edp-lineas-manuales.tsx'
import { editarEdpExternoHref } from './edp-externo-href.ts'

export default function EdpExternoCrear() {
  const { obraId = '', proveedorId = '', fechaInicio = '', fechaFin = '' } = useParams()
  const api = useApi()
  const preview = useQuery(
    edpExternosQueries(api).edpExternos.preview({ obraId, proveedorId, fechaInicio, fechaFin }),
  )
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Crear EDP externo"
        description="Lo que se le debe al arrendador por sus equipos en la obra, calculado desde su acuerdo de arriendo, las guías, los reports firmados y sus incidentes de falla."
      />
      <QueryView
        query={preview}
        thing="El borrador"
        back={{ to: href('edp-externos-listar'), label: 'Volver a EDP externos' }}
      >
        {(borrador) => <Borrador borrador={borrador} />}
      </QueryView>
    </div>
  )
}

function Borrador({ borrador }: { borrador: EdpExternoPreview }) {
  const api = useApi()
  const navigate = useNavigate()
  const { calculo, obra, proveedor } = borrador
  // A lessor's manual lines are in pesos.
  const manuales = useLineasManuales([], 'CLP', true)
  const { lineas, totales } = lineasYTotales(calculo.lineas, manuales.manuales, 'CLP', null)
  const [rechazo, setRechazo] = useState<string | null>(null)
  const create = useEntityMutation(
    edpExternosQueries(api).edpExternos,
    edpExternosApi(api).edpExternos.create,
  )
  const crear = async () => {
    setRechazo(null)
    try {
      const edp = await create.mutateAsync({
        obraId: obra.id,
        proveedorId: proveedor.id,
        fechaInicio: borrador.fechaInicio,
        fechaFin: borrador.fechaFin,
        lineasManuales: cuerpoDeLineas(manuales.manuales),
      })
      notify.success(`Se creó el ${edp.folio}.`)
      void navigate(editarEdpExternoHref(edp))
    } catch (error) {
      setRechazo(apiErrorMessage(error))
    }
  }
  return (
    <div className="grid gap-6">
      <p className="text-muted-foreground text-sm">
        {proveedor.razonSocial} ({formatRut(proveedor.rut)}) · {obra.codigo} {obra.nombre} ·{' '}
        {formatDate(borrador.fechaInicio)} al {formatDate(borrador.fechaFin)}
      </p>
      <EdpLineasCard
        problemas={calculo.problemas}
        agregar={manuales.agregar}
        table={{
          lineas,
          items: calculo.items,
          caption: 'Líneas del EDP externo',
          actions: manuales.acciones,
        }}
        totales={{ totales, moneda: calculo.valorUf ? 'UF' : 'CLP', valorUf: calculo.valorUf }}
      />
      {rechazo ? (
        <Alert variant="destructive">
          <AlertTitle>No se creó el EDP externo</AlertTitle>
          <AlertDescription>
            <p>{rechazo}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() => void crear()}
          pending={create.isPending}
          disabled={calculo.bloqueado || create.isPending}
        >
          Crear EDP externo
        </Button>
        <LinkButton variant="outline" to={href('edp-externos-listar')}>
          Cancelar
        </LinkButton>
        {calculo.bloqueado ? (
          <p className="text-destructive text-sm">
            No se puede crear mientras haya problemas que lo bloquean.
          </p>
        ) : null}
      </div>
    </div>
  )
}
