// contratos/{id}/adicion | cambio | retiro-parcial | cierre-contrato: one frame for the four
// requests raised from a contract — the contract on top, the fecha requerida and comentarios, the
// items editor of the tipo — that creates the request (the contract itself changes only when
// logistics completes it) and opens it. A terminado contract takes no requests.
import {
  type ContratoDetail,
  formatRut,
  type SolicitudDetail,
  solicitudAdicionSchema,
  solicitudCambioSchema,
  solicitudCierreSchema,
  solicitudRetiroParcialSchema,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href } from '@cordillera/permissions'
import { FormActions, RowLink, submitting, useApi } from '@cordillera/portal/screens'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { DescriptionList } from '@cordillera/ui/components/description-list'
import {
  Form,
  type FormSchema,
  useZodForm,
  type ZodFormOptions,
} from '@cordillera/ui/components/forms/form'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { formatDate, formatNumber, todayIsoDate } from '@cordillera/ui/format'
import type { ReactNode } from 'react'
import type { DefaultValues } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import { NoAplicaNotice } from '../common/no-aplica-notice.tsx'
import { RegistroDeLaRuta } from '../common/registro-de-la-ruta.tsx'
import {
  CierreItemsList,
  ContratoItemsChooser,
  nuevoItemTipoActivo,
  SolicitudCabeceraFields,
  TiposActivoItemsEditor,
} from '../solicitudes/solicitud-fields.tsx'
import { SOLICITUDES_DE_CONTRATO, type TipoSolicitudContrato } from './solicitudes-de-contrato.ts'

export function SolicitudContrato({ tipo }: { tipo: TipoSolicitudContrato }) {
  return (
    <RegistroDeLaRuta
      detail={(api) => comercialQueries(api).contratos.detail}
      thing="El contrato"
      back={{ to: href('contratos'), label: 'Volver a contratos' }}
    >
      {(contrato) => (
        <div className="grid gap-6">
          <PageHeader
            title={SOLICITUDES_DE_CONTRATO[tipo].titulo}
            description={SOLICITUDES_DE_CONTRATO[tipo].explica}
          />
          <ContratoResumen contrato={contrato} />
          {contrato.estado === 'terminado' ? (
            <NoAplicaNotice
              title="El contrato está terminado"
              back={{
                to: href('contratos-detalle', { id: contrato.id }),
                label: 'Volver al contrato',
              }}
            >
              Un contrato terminado ya no recibe solicitudes.
            </NoAplicaNotice>
          ) : (
            <SolicitudContratoForm tipo={tipo} contrato={contrato} />
          )}
        </div>
      )}
    </RegistroDeLaRuta>
  )
}

function ContratoResumen({ contrato }: { contrato: ContratoDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contrato {contrato.folio}</CardTitle>
      </CardHeader>
      <CardContent>
        <DescriptionList
          items={[
            {
              label: 'Contrato',
              value: (
                <RowLink to={href('contratos-detalle', { id: contrato.id })}>
                  {contrato.folio}
                </RowLink>
              ),
            },
            {
              label: 'Razón social',
              value: `${contrato.razonSocial.razonSocial} (${formatRut(contrato.razonSocial.rut)})`,
            },
            { label: 'Obra', value: `${contrato.obra.codigo} ${contrato.obra.nombre}` },
            { label: 'Moneda', value: contrato.moneda },
            { label: 'Inicio', value: formatDate(contrato.fechaInicio) },
            { label: 'Activos en arriendo', value: formatNumber(contrato.activosEnArriendo) },
          ]}
        />
      </CardContent>
    </Card>
  )
}

/** Each tipo's schema (the API's own), first values, submit call and items editor. */
function SolicitudContratoForm({
  tipo,
  contrato,
}: {
  tipo: TipoSolicitudContrato
  contrato: ContratoDetail
}) {
  const api = useApi()
  const navigate = useNavigate()
  const { contratos } = comercialApi(api)
  const create = useEntityMutation(
    comercialQueries(api).solicitudes,
    (send: () => Promise<SolicitudDetail>) => send(),
  )
  const cabecera = { fechaRequerida: todayIsoDate(), comentarios: '' }
  const done = async (created: SolicitudDetail) => {
    notify.success(`Solicitud ${created.folio} creada.`)
    await navigate(href('solicitudes-detalle', { id: created.id }))
  }
  const frame = { cancelTo: href('contratos-detalle', { id: contrato.id }), onDone: done }
  switch (tipo) {
    case 'adicion':
      return (
        <RequestForm
          {...frame}
          schema={solicitudAdicionSchema}
          defaultValues={{ ...cabecera, items: [nuevoItemTipoActivo(true)] }}
          send={(body) =>
            create.mutateAsync(() => contratos.createSolicitudAdicion(contrato.id, body))
          }
        >
          <TiposActivoItemsEditor moneda={contrato.moneda} />
        </RequestForm>
      )
    case 'cambio':
      return (
        <RequestForm
          {...frame}
          schema={solicitudCambioSchema}
          defaultValues={{ ...cabecera, items: [] }}
          send={(body) =>
            create.mutateAsync(() => contratos.createSolicitudCambio(contrato.id, body))
          }
        >
          <ContratoItemsChooser items={contrato.items} cambio />
        </RequestForm>
      )
    case 'retiro-parcial':
      return (
        <RequestForm
          {...frame}
          schema={solicitudRetiroParcialSchema}
          defaultValues={{ ...cabecera, items: [] }}
          send={(body) =>
            create.mutateAsync(() => contratos.createSolicitudRetiroParcial(contrato.id, body))
          }
        >
          <ContratoItemsChooser items={contrato.items} cambio={false} />
        </RequestForm>
      )
    case 'cierre':
      return (
        <RequestForm
          {...frame}
          schema={solicitudCierreSchema}
          defaultValues={{ ...cabecera, motivo: '' }}
          send={(body) =>
            create.mutateAsync(() => contratos.createSolicitudCierre(contrato.id, body))
          }
        >
          <CierreItemsList items={contrato.items} />
          <TextareaField name="motivo" label="Motivo del cierre" optional />
        </RequestForm>
      )
  }
}

function RequestForm<S extends FormSchema>({
  schema,
  defaultValues,
  send,
  cancelTo,
  onDone,
  children,
}: {
  schema: S
  /** A new row's fields are still empty: partial until the user fills them. */
  defaultValues: DefaultValues<z.input<S>>
  send: (body: z.output<S>) => Promise<SolicitudDetail>
  cancelTo: string
  onDone: (created: SolicitudDetail) => Promise<void>
  children: ReactNode
}) {
  // useZodForm widens a generic schema's input to FieldValues: these are the schema's.
  const form = useZodForm(schema, { defaultValues } as ZodFormOptions<S>)
  return (
    <Form
      form={form}
      onSubmit={submitting(form, async (values: z.output<S>) => onDone(await send(values)))}
      className="grid max-w-3xl gap-6"
    >
      <SolicitudCabeceraFields />
      {children}
      <FormActions
        pending={form.formState.isSubmitting}
        submitLabel="Crear solicitud"
        cancel={{ to: cancelTo }}
      />
    </Form>
  )
}
