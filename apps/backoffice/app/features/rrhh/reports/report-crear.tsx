// operadores/:id/report: HR writes a report for the operator (a borrador the operator then signs).
// The form offers the operator's assignments of the last days, each asset starting at its last
// reading; once saved, the operator's history opens with the new report's detail.
import { useEntityMutation } from '@cordillera/data-client'
import { rrhhApi, rrhhQueries } from '@cordillera/data-client/rrhh'
import { href, routeByName } from '@cordillera/permissions'
import {
  equipoOpciones,
  nuevoReport,
  QueryView,
  type ReportValues,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { historialHref } from '../common/report-links.ts'
import { ReportForm } from './report-form.tsx'

export default function ReportCrear() {
  const { id = '' } = useParams()
  const api = useApi()
  const can = useCan()
  const navigate = useNavigate()
  const opciones = useQuery(rrhhQueries(api).reports.opciones(id))
  const create = useEntityMutation(rrhhQueries(api).reports, (values: ReportValues) =>
    rrhhApi(api).reports.create(id, values),
  )
  // Back to the history when the user may read it, else to the operators.
  const conHistorial = can(routeByName('operadores-historial-report').key)
  const volver = conHistorial ? historialHref(id) : href('operadores')
  return (
    <QueryView
      query={opciones}
      thing="El operador"
      back={{ to: href('operadores'), label: 'Volver a operadores' }}
    >
      {({ operador, hoy, asignaciones }) => {
        const equipos = equipoOpciones(asignaciones)
        return (
          <div className="grid gap-6">
            <PageHeader
              title={`Nuevo report de ${operador.nombre}`}
              description="Queda en borrador hasta que el operador lo firme."
            />
            <ReportForm
              equipos={equipos}
              hoy={hoy}
              defaultValues={nuevoReport(equipos, hoy)}
              submitLabel="Crear report"
              cancelTo={volver}
              onSubmit={async (values) => {
                const saved = await create.mutateAsync(values)
                notify.success(`${saved.folio} se creó como borrador.`)
                await navigate(conHistorial ? historialHref(id, saved.id) : volver)
              }}
            />
          </div>
        )
      }}
    </QueryView>
  )
}
