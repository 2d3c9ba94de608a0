// A trip of one of the lessor's trucks: new (`?nuevo=1`) or edited (`?id=`, with the version read:
// when someone saved first the API answers 409 and "Recargar" starts over from the stored trip).
// Checked with the API's own schemas.
import {
  type CreateViajeInput,
  createViajeSchema,
  parseNumber,
  type ViajeDetail,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { arrendadorApi, arrendadorQueries } from '@cordillera/data-client/arrendador'
import {
  DateField,
  EntityForm,
  NumberTextField,
  QueryView,
  useApi,
  useVersionConflict,
} from '@cordillera/portal/screens'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { SelectField } from '@cordillera/ui/components/forms/select-field'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { todayIsoDate } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { useEquipoOpciones } from '../equipos/equipo-opciones.ts'
import { viajesHref } from './viajes-href.ts'

type Values = Partial<CreateViajeInput>

/** What a number field holds: the number typed (`48,5`), or the text for the schema to refuse. */
const numero = (text: string) => (text.trim() === '' ? null : (parseNumber(text) ?? text))

function ViajeFields() {
  const { opciones } = useEquipoOpciones()
  return (
    <>
      <SelectField name="activoId" label="Camión o equipo" options={opciones} />
      <DateField name="fecha" label="Fecha" max={todayIsoDate()} />
      <InputField name="origen" label="Origen" />
      <InputField name="destino" label="Destino" />
      <NumberTextField name="km" label="Kilómetros" read={numero} />
      <InputField name="carga" label="Carga" />
      <NumberTextField name="guiaDespacho" label="Guía de despacho (opcional)" read={numero} />
      <TextareaField name="observaciones" label="Observaciones" optional rows={3} />
    </>
  )
}

/**
 * A trip's form page: its header, the notice when someone saved first (editing), the form, and
 * once saved the toast and the list.
 */
function ViajePage({
  title,
  description,
  conflict,
  defaultValues,
  submitLabel,
  save,
  saved,
}: {
  title: string
  description: string
  conflict?: { alert: ReactNode; onConflict: () => void }
  defaultValues: Values
  submitLabel: string
  save: (values: CreateViajeInput) => Promise<unknown>
  /** The toast once saved. */
  saved: string
}) {
  const navigate = useNavigate()
  const lista = viajesHref.lista()
  return (
    <div className="grid gap-5">
      <PageHeader title={title} description={description} />
      {conflict?.alert}
      <EntityForm
        schema={createViajeSchema}
        defaultValues={defaultValues}
        submitLabel={submitLabel}
        cancelTo={lista}
        onConflict={conflict?.onConflict}
        onSubmit={async (values) => {
          await save(values)
          notify.success(saved)
          await navigate(lista)
        }}
      >
        {() => <ViajeFields />}
      </EntityForm>
    </div>
  )
}

export function ViajeNuevo() {
  const api = useApi()
  const create = useEntityMutation(arrendadorQueries(api).viajes, arrendadorApi(api).viajes.create)
  return (
    <ViajePage
      title="Registrar viaje"
      description="Un viaje de uno de sus camiones."
      defaultValues={{ fecha: todayIsoDate() }}
      submitLabel="Registrar viaje"
      save={create.mutateAsync}
      saved="Viaje registrado"
    />
  )
}

export function ViajeEditar({ id }: { id: string }) {
  const api = useApi()
  const query = useQuery(arrendadorQueries(api).viajes.detail(id))
  return (
    <QueryView
      query={query}
      back={{ to: viajesHref.lista(), label: 'Volver a mis viajes' }}
      thing="El viaje"
    >
      {(viaje) => <Editar key={viaje.version} viaje={viaje} />}
    </QueryView>
  )
}

function Editar({ viaje }: { viaje: ViajeDetail }) {
  const api = useApi()
  const queries = arrendadorQueries(api).viajes
  const conflict = useVersionConflict('este viaje', queries.detail(viaje.id).queryKey)
  const update = useEntityMutation(queries, (values: CreateViajeInput) =>
    arrendadorApi(api).viajes.update(viaje.id, { ...values, version: viaje.version }),
  )
  return (
    <ViajePage
      title="Editar viaje"
      description={`${viaje.origen} → ${viaje.destino}`}
      conflict={conflict}
      defaultValues={{
        activoId: viaje.activo.id,
        fecha: viaje.fecha,
        origen: viaje.origen,
        destino: viaje.destino,
        km: viaje.km,
        carga: viaje.carga,
        guiaDespacho: viaje.guiaDespacho,
        observaciones: viaje.observaciones,
      }}
      submitLabel="Guardar"
      save={update.mutateAsync}
      saved="Viaje guardado"
    />
  )
}
