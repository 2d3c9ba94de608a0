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
import { QueryView, useApi } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatDate, formatRut } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { BorradorPie, useCrearBorrador } from '../edp/edp-borrador-pie.tsx'
import { EdpLineasCard } from '../edp/edp-lineas.tsx'
import { cuerpoDeLineas, useLineasManuales } from '../edp/edp-lineas-manuales.tsx'
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
  const { calculo, obra, proveedor } = borrador
  // A lessor's manual lines are in pesos.
  const manuales = useLineasManuales({
    guardadas: calculo.lineas,
    moneda: 'CLP',
    valorUf: null,
    editable: true,
  })
  const create = useEntityMutation(
    edpExternosQueries(api).edpExternos,
    edpExternosApi(api).edpExternos.create,
  )
  const { rechazo, crear } = useCrearBorrador(create, editarEdpExternoHref)
  return (
    <div className="grid gap-6">
      <p className="text-muted-foreground text-sm">
        {proveedor.razonSocial} ({formatRut(proveedor.rut)}) · {obra.codigo} {obra.nombre} ·{' '}
        {formatDate(borrador.fechaInicio)} al {formatDate(borrador.fechaFin)}
      </p>
      <EdpLineasCard
        problemas={calculo.problemas}
        manuales={manuales}
        table={{ items: calculo.items, caption: 'Líneas del EDP externo' }}
        totales={{ moneda: calculo.valorUf ? 'UF' : 'CLP', valorUf: calculo.valorUf }}
      />
      <BorradorPie
        noun="EDP externo"
        rechazo={rechazo}
        crear={() =>
          crear({
            obraId: obra.id,
            proveedorId: proveedor.id,
            fechaInicio: borrador.fechaInicio,
            fechaFin: borrador.fechaFin,
            lineasManuales: cuerpoDeLineas(manuales.manuales),
          })
        }
        pending={create.isPending}
        disabled={create.isPending}
        bloqueado={calculo.bloqueado}
        cancelar={href('edp-externos-listar')}
      />
    </div>
  )
}
