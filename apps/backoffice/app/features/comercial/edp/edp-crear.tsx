// contratos/{id}/edp/crear: the EDP of a contract for a period (by default the previous calendar
// month clipped to the contract's dates, as the API resolves it). The API's draft, computed and
// not saved, shows each line with its evidence and the draft's problems; the blocking ones keep it
// from being created, said plainly. Manual lines (each with its reason) and the OC/HES are added
// here; the totals follow the lines as they change. "Crear EDP" saves it in revisión comercial 1
// and opens it; a period that meets another EDP of the contract is the API's 409, naming it.
import { type EdpPreview, type Periodo, problemaDelPeriodoEdp } from '@cordillera/contracts'
import { ApiRequestError, useEntityMutation } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href } from '@cordillera/permissions'
import {
  apiErrorMessage,
  LinkButton,
  PeriodoPicker,
  QueryView,
  RowLink,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useParams } from 'react-router'
import { BorradorPie, useCrearBorrador } from './edp-borrador-pie.tsx'
import { edpDelContratoHref } from './edp-href.ts'
import { EdpLineasCard } from './edp-lineas.tsx'
import { cuerpoDeLineas, useLineasManuales } from './edp-lineas-manuales.tsx'
import { EdpReferenciasFields } from './edp-referencias.tsx'

export default function EdpCrear() {
  const { id: contratoId = '' } = useParams()
  const api = useApi()
  // null: the API's default period (the previous month, clipped to the contract).
  const [periodo, setPeriodo] = useState<Periodo | null>(null)
  const [problemaPeriodo, setProblemaPeriodo] = useState<string | null>(null)
  const preview = useQuery(
    comercialQueries(api).edp.preview({
      contratoId,
      ...(periodo ? { periodoDesde: periodo.desde, periodoHasta: periodo.hasta } : {}),
    }),
  )
  // The draft of the default period, shown while a chosen one the API refuses is said above.
  const previous = useQuery(comercialQueries(api).edp.preview({ contratoId }))
  const elegir = (next: Periodo) => {
    const problema = problemaDelPeriodoEdp({ periodoDesde: next.desde, periodoHasta: next.hasta })
    setProblemaPeriodo(problema?.mensaje ?? null)
    if (!problema) setPeriodo(next)
  }
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Crear EDP"
        description="El estado de pago de un contrato y período, calculado desde la evidencia: guías, reports firmados y valores UF."
      />
      {periodo !== null && preview.isError ? (
        // A period the API refuses (outside the contract, say): its message, and the way back.
        <Alert variant="destructive">
          <AlertTitle>No se pudo calcular ese período</AlertTitle>
          <AlertDescription className="grid gap-3">
            <p>{apiErrorMessage(preview.error)}</p>
            <div>
              <Button size="sm" variant="outline" onClick={() => setPeriodo(null)}>
                Volver al mes anterior
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      ) : null}
      <QueryView
        query={periodo !== null && preview.isError ? previous : preview}
        thing="El contrato"
        back={{ to: href('contratos'), label: 'Volver a contratos' }}
      >
        {(borrador) => (
          <Borrador
            borrador={borrador}
            recalculando={preview.isFetching}
            problemaPeriodo={problemaPeriodo}
            onPeriodo={elegir}
          />
        )}
      </QueryView>
    </div>
  )
}

function Borrador({
  borrador,
  recalculando,
  problemaPeriodo,
  onPeriodo,
}: {
  borrador: EdpPreview
  recalculando: boolean
  problemaPeriodo: string | null
  onPeriodo: (periodo: Periodo) => void
}) {
  const api = useApi()
  const can = useCan()
  const { calculo, contrato, obra, razonSocial } = borrador
  const manuales = useLineasManuales({
    guardadas: calculo.lineas,
    moneda: calculo.moneda,
    valorUf: calculo.valorUf?.valor ?? null,
    editable: true,
  })
  const [ordenCompra, setOrdenCompra] = useState('')
  const [hes, setHes] = useState('')
  const create = useEntityMutation(comercialQueries(api).edp, comercialApi(api).edp.create)
  // A 409 names the EDP whose period meets this one, or the problems found meanwhile: said once.
  const { rechazo, crear } = useCrearBorrador(
    create,
    (edp) => href('edp-editar', { contratoId: contrato.id, edpId: edp.id }),
    (error) => !(error instanceof ApiRequestError) || error.status !== 409,
  )

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>
            Contrato{' '}
            <RowLink route="contratos-detalle" id={contrato.id}>
              {contrato.folio}
            </RowLink>
          </CardTitle>
          <p className="text-muted-foreground text-sm">
            {razonSocial.razonSocial} · {obra.codigo} {obra.nombre} · {calculo.moneda}
          </p>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap items-end gap-4">
            <PeriodoPicker
              label="Período del EDP"
              value={{ desde: borrador.periodoDesde, hasta: borrador.periodoHasta }}
              onChange={onPeriodo}
            />
            <EdpReferenciasFields
              ordenCompra={{ value: ordenCompra, onChange: setOrdenCompra }}
              hes={{ value: hes, onChange: setHes }}
              ordenCompraPlaceholder="La del contrato"
            />
          </div>
          {problemaPeriodo ? (
            <p className="text-destructive text-sm" role="alert">
              {problemaPeriodo}
            </p>
          ) : null}
          {recalculando ? (
            <p className="text-muted-foreground text-sm" aria-live="polite">
              Calculando…
            </p>
          ) : null}
        </CardContent>
      </Card>

      <EdpLineasCard
        problemas={calculo.problemas}
        manuales={manuales}
        table={{ items: calculo.items, caption: 'Líneas del EDP' }}
        totales={{ moneda: calculo.moneda, valorUf: calculo.valorUf }}
      />

      <BorradorPie
        noun="EDP"
        rechazo={rechazo}
        crear={() =>
          crear({
            contratoId: contrato.id,
            periodoDesde: borrador.periodoDesde,
            periodoHasta: borrador.periodoHasta,
            ...(ordenCompra.trim() ? { ordenCompra: ordenCompra.trim() } : {}),
            ...(hes.trim() ? { hes: hes.trim() } : {}),
            lineasManuales: cuerpoDeLineas(manuales.manuales),
          })
        }
        pending={create.isPending}
        disabled={recalculando || create.isPending}
        bloqueado={calculo.bloqueado}
        cancelar={href('contratos-detalle', { id: contrato.id })}
      >
        {can('comercial/listar-edp') ? (
          <p>
            <LinkButton variant="outline" size="sm" to={edpDelContratoHref(contrato.id)}>
              Ver los EDP del contrato
            </LinkButton>
          </p>
        ) : null}
      </BorradorPie>
    </div>
  )
}
