// "Registrar movimiento" on an asset's detail: a dialog whose form is the API's own schema
// (createMovimientoSchema), offering only the moves the asset's estado allows (the contracts'
// state machine, the one the API applies), the obra de destino only for a despacho or traslado
// and the guía de despacho only where goods travel between sites. A despacho or retiro offers its
// guía written (a typed folio) or electronic: the API records the movement and issues the guía
// de despacho electrónica (52) in one transaction, and its folio becomes the movement's guía
// (decision 091). A 409 (the asset moved meanwhile, a guía folio repeated, the SII's settings,
// certificate or folios missing) stays in the dialog with the API's words and the asset is read
// again; field messages land under their fields.

import {
  type ActivoDetail,
  type CreateMovimientoInput,
  conGuiaElectronica,
  createMovimientoSchema,
  ESTADO_ACTIVO_LABEL,
  estadoTrasMovimiento,
  TIPO_MOVIMIENTO_LABEL,
  TIPOS_MOVIMIENTO,
  TIPOS_MOVIMIENTO_CON_GUIA,
  TIPOS_MOVIMIENTO_CON_OBRA,
  type TipoMovimiento,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { operacionesApi, operacionesQueries } from '@cordillera/data-client/operaciones'
import {
  FechaHoraField,
  FormActions,
  GuiaField,
  type OpenDialogProps,
  RefusalFormDialog,
  submitting,
  useApi,
  useMovimientoDefaults,
  useMovimientoRefusal,
} from '@cordillera/portal/screens'
import { Combobox, type LoadOptions } from '@cordillera/ui/components/combobox'
import { FormField } from '@cordillera/ui/components/forms/field'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { SelectField } from '@cordillera/ui/components/forms/select-field'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { Label } from '@cordillera/ui/components/label'
import { RadioGroup, RadioGroupItem } from '@cordillera/ui/components/radio-group'
import { notify } from '@cordillera/ui/components/toaster'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { conTransporteOpcional, GuiaElectronicaFields } from './guia-electronica-fields.tsx'

type ActivoAMover = Pick<ActivoDetail, 'id' | 'codigo' | 'estado' | 'obraActual' | 'version'>

// Any obra other than the current one: the machine only asks a despacho or traslado to name one
// (and a traslado another), so this says whether the tipo is allowed from where the asset is.
const OTRA_OBRA = '00000000-0000-4000-8000-000000000000'

/** The moves the asset can make from its estado and obra, by the contracts' state machine. */
export function tiposPermitidos(activo: Pick<ActivoAMover, 'estado' | 'obraActual'>) {
  const actual = { estado: activo.estado, obraId: activo.obraActual?.id ?? null }
  return TIPOS_MOVIMIENTO.filter(
    (tipo) => !('error' in estadoTrasMovimiento(actual, { tipo, hastaObraId: OTRA_OBRA })),
  )
}

const conObra = (tipo: TipoMovimiento | undefined) =>
  (TIPOS_MOVIMIENTO_CON_OBRA as readonly (string | undefined)[]).includes(tipo)
const conGuia = (tipo: TipoMovimiento | undefined) =>
  (TIPOS_MOVIMIENTO_CON_GUIA as readonly (string | undefined)[]).includes(tipo)

/** The API's schema, the guía electrónica's blank transport parts read as absent. */
const movimientoFormSchema = conTransporteOpcional(createMovimientoSchema, 'guiaElectronica')

export function RecordMovimientoDialog({
  activo,
  open,
  onOpenChange,
}: OpenDialogProps & { activo: ActivoAMover }) {
  return (
    <RefusalFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Registrar movimiento de ${activo.codigo}`}
      description={`${
        activo.obraActual
          ? `Está en la obra ${activo.obraActual.codigo} ${activo.obraActual.nombre}`
          : `Está ${ESTADO_ACTIVO_LABEL[activo.estado].toLowerCase()}`
      }: solo se ofrecen los movimientos posibles desde ahí.`}
      refusedTitle="No se registró el movimiento"
      // The API's refusal (409) outlives the form, which starts over on the asset's new version.
      form={({ onRefused, onDone }) => (
        <MovimientoForm
          key={activo.version}
          activo={activo}
          onConflict={onRefused}
          onDone={onDone}
        />
      )}
    />
  )
}

function MovimientoForm({
  activo,
  onConflict,
  onDone,
}: {
  activo: ActivoAMover
  onConflict: (message: string) => void
  onDone: () => void
}) {
  const api = useApi()
  const refused = useMovimientoRefusal(onConflict, operacionesQueries(api).activos.key)
  const tipos = tiposPermitidos(activo)
  const form = useZodForm(movimientoFormSchema, {
    defaultValues: {
      // One possible move is chosen for the user; several wait for their choice.
      tipo: tipos.length === 1 ? tipos[0] : undefined,
      ...useMovimientoDefaults(),
      hastaObraId: null,
      guiaDespacho: null,
      guiaElectronica: null,
    } as unknown as CreateMovimientoInput,
  })
  const tipo = useWatch({ control: form.control, name: 'tipo' }) as TipoMovimiento | undefined
  // A traslado or a taller carries no guía electrónica: choosing one drops the choice.
  useEffect(() => {
    if (!conGuiaElectronica(tipo)) form.setValue('guiaElectronica', null)
  }, [tipo, form])
  const save = useEntityMutation(
    operacionesQueries(api).movimientos,
    (values: CreateMovimientoInput) => operacionesApi(api).movimientos.create(activo.id, values),
  )
  if (tipos.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Un activo {ESTADO_ACTIVO_LABEL[activo.estado].toLowerCase()} no tiene movimientos posibles.
      </p>
    )
  }
  return (
    <Form
      form={form}
      className="grid gap-4"
      onSubmit={submitting(
        form,
        async (values: CreateMovimientoInput) => {
          const saved = await save.mutateAsync(values)
          const guia = saved.movimiento.guiaDte
          notify.success(
            `Movimiento registrado: ${activo.codigo} ${ESTADO_ACTIVO_LABEL[saved.activo.estado].toLowerCase()}${
              guia ? `. Guía electrónica N° ${guia.folio}` : ''
            }`,
          )
          onDone()
        },
        // Someone moved it meanwhile: the detail and this form follow the asset as it is now.
        refused,
      )}
    >
      <TipoField tipos={tipos} />
      <FechaHoraField label="Fecha y hora" />
      {conObra(tipo) ? <ObraDestinoField excluir={activo.obraActual?.id ?? null} /> : null}
      {conGuiaElectronica(tipo) ? (
        <GuiaDespachoFields />
      ) : conGuia(tipo) ? (
        <GuiaField name="guiaDespacho" />
      ) : null}
      <InputField name="transportista" label="Transportista" optional autoComplete="off" />
      <InputField name="responsable" label="Responsable" autoComplete="name" />
      <TextareaField name="observaciones" label="Observaciones" optional rows={2} />
      <FormActions
        pending={form.formState.isSubmitting}
        submitLabel="Registrar movimiento"
        cancel={{ onClick: onDone }}
      />
    </Form>
  )
}

/**
 * A despacho's or retiro's guía: written (its folio typed) or electronic (issued with the movement,
 * its transport asked). Choosing one clears the other, so the API gets exactly one.
 */
function GuiaDespachoFields() {
  const ids = useId()
  const { setValue, clearErrors } = useFormContext()
  const electronica = useWatch({ name: 'guiaElectronica' }) != null
  const elegir = (modo: string) => {
    const esElectronica = modo === 'electronica'
    setValue('guiaElectronica', esElectronica ? {} : null)
    setValue('guiaDespacho', null)
    clearErrors(['guiaDespacho', 'guiaElectronica'])
  }
  return (
    <>
      <div className="grid gap-2">
        <Label id={`${ids}-guia`}>Guía de despacho</Label>
        <RadioGroup
          aria-labelledby={`${ids}-guia`}
          value={electronica ? 'electronica' : 'escrita'}
          onValueChange={elegir}
          className="flex flex-wrap gap-x-6 gap-y-2"
        >
          {[
            ['escrita', 'Escrita (folio en papel)'],
            ['electronica', 'Emitir guía electrónica'],
          ].map(([value, label]) => (
            <div key={value} className="flex items-center gap-2">
              <RadioGroupItem id={`${ids}-${value}`} value={value ?? ''} />
              <Label htmlFor={`${ids}-${value}`} className="font-normal">
                {label}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </div>
      {electronica ? (
        <>
          <p className="text-sm text-muted-foreground">
            Al registrar se emite la guía de despacho electrónica: se toma el siguiente folio
            autorizado por el SII, se firma con el certificado de la empresa y su folio queda como
            la guía del movimiento.
          </p>
          <GuiaElectronicaFields prefix="guiaElectronica" />
        </>
      ) : (
        <GuiaField name="guiaDespacho" />
      )}
    </>
  )
}

/** The possible moves as radio buttons: at most three, each read at a glance. */
function TipoField({ tipos }: { tipos: readonly TipoMovimiento[] }) {
  const ids = useId()
  return (
    <FormField name="tipo" label="Movimiento">
      {({ value, onChange, onBlur, ref, disabled, id, ...field }) => (
        <RadioGroup
          ref={ref}
          id={id}
          aria-labelledby={field['aria-labelledby']}
          aria-describedby={field['aria-describedby']}
          value={(value as string | undefined) ?? ''}
          onValueChange={onChange}
          onBlur={onBlur}
          disabled={disabled}
          className="flex flex-wrap gap-x-6 gap-y-2"
        >
          {tipos.map((tipo) => (
            <div key={tipo} className="flex items-center gap-2">
              <RadioGroupItem id={`${ids}-${tipo}`} value={tipo} />
              <Label htmlFor={`${ids}-${tipo}`} className="font-normal">
                {TIPO_MOVIMIENTO_LABEL[tipo]}
              </Label>
            </div>
          ))}
        </RadioGroup>
      )}
    </FormField>
  )
}

const OPTIONS_MAX = 20

/**
 * The obra de destino, chosen within its constructora. Operations users hold no commercial key
 * (`comercial/listar-obras`), but any staff user may read constructoras and each one's obras
 * (up to 200, newest first), so the picker goes through them: no route of its own.
 */
function ObraDestinoField({ excluir }: { excluir: string | null }) {
  const api = useApi()
  const { setValue } = useFormContext()
  const constructoraLabel = useId()
  const [constructoraId, setConstructoraId] = useState<string | null>(null)
  const constructora = useQuery({
    ...comercialQueries(api).constructoras.detail(constructoraId ?? ''),
    enabled: constructoraId !== null,
  })
  const obras = (constructora.data?.obras ?? [])
    .filter((obra) => obra.activa && obra.id !== excluir)
    .map((obra) => ({ value: obra.id, label: `${obra.codigo} ${obra.nombre}` }))
  const loadConstructoras: LoadOptions = async (q, signal) => {
    const page = await comercialApi(api).constructoras.list(
      { q, pageSize: OPTIONS_MAX, activo: 'true' },
      signal,
    )
    return page.items.map((item) => ({ value: item.id, label: item.nombre }))
  }
  return (
    <>
      <div className="grid gap-2">
        <Label id={constructoraLabel}>Constructora de la obra</Label>
        <Combobox
          aria-labelledby={constructoraLabel}
          value={constructoraId}
          onValueChange={(next) => {
            setConstructoraId(next)
            // Another constructora's obras: the one chosen before is not among them.
            setValue('hastaObraId', null)
          }}
          loadOptions={loadConstructoras}
          placeholder="Buscar constructora…"
        />
      </div>
      <SelectField
        key={constructoraId ?? ''}
        name="hastaObraId"
        label="Obra de destino"
        options={obras}
        placeholder={constructoraId ? 'Elija la obra' : 'Elija antes la constructora'}
        disabled={constructoraId === null}
      />
    </>
  )
}
