// `?nuevo=1`: an incident on one of the lessor's assets — the day, what kind, what happened and
// photos, each sent as soon as it is chosen (ticket from the API, bytes to the storage). Checked
// with the API's own schema; once sent, the incident opens.
import {
  createIncidenteSchema,
  FOTOS_INCIDENTE_MAX,
  opcionesDe,
  TIPO_INCIDENTE_LABEL,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { arrendadorApi, arrendadorQueries } from '@cordillera/data-client/arrendador'
import { ArchivoField, DateField, EntityForm, QueryView, useApi } from '@cordillera/portal/screens'
import { SelectField } from '@cordillera/ui/components/forms/select-field'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { todayIsoDate } from '@cordillera/ui/format'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useEquipoOpciones } from '../equipos/equipo-opciones.ts'
import { incidentesHref } from './incidentes-href.ts'

export function IncidenteNuevo() {
  const api = useApi()
  const navigate = useNavigate()
  const queries = arrendadorQueries(api)
  const equipos = useEquipoOpciones()
  const create = useEntityMutation(queries.incidentes, arrendadorApi(api).incidentes.create)
  const [busy, setBusy] = useState(false)
  const lista = incidentesHref.lista()
  return (
    <div className="grid gap-5">
      <PageHeader
        title="Informar incidente"
        description="Cuéntenos qué pasó con su equipo: Operaciones lo revisa y le responde aquí."
      />
      <QueryView query={equipos.query} back={{ to: lista, label: 'Volver' }} thing="Sus equipos">
        {() => (
          <EntityForm
            schema={createIncidenteSchema}
            defaultValues={{ fecha: todayIsoDate(), fotos: [] }}
            submitLabel={busy ? 'Subiendo fotos…' : 'Informar incidente'}
            cancelTo={lista}
            onSubmit={async (values) => {
              if (busy) return
              const created = await create.mutateAsync(values)
              notify.success(`Incidente ${created.folio} informado`)
              await navigate(incidentesHref.detalle(created.id))
            }}
          >
            {() => (
              <>
                <SelectField name="activoId" label="Equipo" options={equipos.opciones} />
                <DateField name="fecha" label="Fecha" max={todayIsoDate()} />
                <SelectField name="tipo" label="Tipo" options={opcionesDe(TIPO_INCIDENTE_LABEL)} />
                <TextareaField name="descripcion" label="Qué pasó" rows={4} />
                <ArchivoField
                  name="fotos"
                  label="Fotos"
                  optional
                  hint={`Hasta ${FOTOS_INCIDENTE_MAX} fotos (JPEG, PNG o WebP) o PDF.`}
                  max={FOTOS_INCIDENTE_MAX}
                  upload={arrendadorApi(api).incidentes.uploadFoto}
                  onBusyChange={setBusy}
                />
              </>
            )}
          </EntityForm>
        )}
      </QueryView>
    </div>
  )
}
