// The company's tax settings, the emisor of every DTE (decision 087): RUT, razón social, giro,
// Acteco, address and comuna, the SII resolution, the environment and how few remaining folios
// raise a CAF's warning. One row for the company: the first save sends version 0, then the version
// read; someone else's save meanwhile is a 409, shown as the kit's conflict notice whose
// "Recargar" starts the form over from the stored settings.
import {
  AMBIENTE_SII_LABEL,
  type ConfiguracionTributaria,
  opcionesDe,
  parseNumber,
  putConfiguracionTributariaSchema,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { siiApi, siiQueries } from '@cordillera/data-client/sii'
import {
  ComunaFields,
  DateField,
  NumberTextField,
  submitting,
  useApi,
  useVersionConflict,
} from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { RutField } from '@cordillera/ui/components/forms/rut-field'
import { SelectField } from '@cordillera/ui/components/forms/select-field'
import { notify } from '@cordillera/ui/components/toaster'
import type { z } from 'zod'

type Entrada = z.input<typeof putConfiguracionTributariaSchema>
/** What the form starts with: no comuna ('') or resolution number until they are given. */
type Valores = Omit<Entrada, 'comuna' | 'resolucionNumero'> & {
  comuna: string
  resolucionNumero: number | undefined
}

/** Before the first save: nothing but the environment and a warning at 10 folios. */
const sinConfiguracion: Valores = {
  rutEmisor: '',
  razonSocial: '',
  giro: '',
  acteco: '',
  direccion: '',
  comuna: '',
  resolucionNumero: undefined,
  resolucionFecha: '',
  ambiente: 'certificacion',
  umbralAlertaCaf: 10,
  oficinaSii: 'SANTIAGO CENTRO',
  version: 0,
}

const valoresDe = ({
  creadoEn: _creado,
  actualizadoEn: _actualizado,
  ...guardada
}: ConfiguracionTributaria): Valores => guardada

const ambientes = opcionesDe(AMBIENTE_SII_LABEL)

/** The form, keyed by the stored version so a reload starts it over. */
export function ConfiguracionForm({
  guardada,
}: {
  /** The stored settings; null before the first save. */
  guardada: ConfiguracionTributaria | null
}) {
  const api = useApi()
  const queries = siiQueries(api).configuracion
  const conflicto = useVersionConflict('la configuración tributaria', queries.get().queryKey)
  return (
    <div className="grid gap-4">
      {conflicto.alert}
      <Campos
        key={guardada?.version ?? 0}
        valores={guardada ? valoresDe(guardada) : sinConfiguracion}
        onConflict={conflicto.onConflict}
      />
    </div>
  )
}

function Campos({ valores, onConflict }: { valores: Valores; onConflict: () => void }) {
  const api = useApi()
  const guardar = useEntityMutation(siiQueries(api).configuracion, siiApi(api).configuracion.save)
  const form = useZodForm(putConfiguracionTributariaSchema, {
    defaultValues: valores as Entrada,
  })
  const { control } = form
  return (
    <Form
      form={form}
      className="grid max-w-3xl gap-4 sm:grid-cols-2"
      aria-label="Datos tributarios de la empresa"
      onSubmit={submitting(
        form,
        async (body) => {
          await guardar.mutateAsync(body)
          notify.success('La configuración tributaria se guardó.')
        },
        onConflict,
      )}
    >
      <RutField control={control} name="rutEmisor" label="RUT del emisor" />
      <InputField control={control} name="razonSocial" label="Razón social" />
      <InputField control={control} name="giro" label="Giro" />
      <InputField
        control={control}
        name="acteco"
        label="Código de actividad (Acteco)"
        inputMode="numeric"
        maxLength={6}
      />
      <InputField control={control} name="direccion" label="Dirección" className="sm:col-span-2" />
      <ComunaFields />
      <NumberTextField
        name="resolucionNumero"
        label="N° de resolución del SII"
        read={parseNumber}
      />
      <DateField name="resolucionFecha" label="Fecha de resolución" />
      <SelectField control={control} name="ambiente" label="Ambiente" options={ambientes} />
      <InputField
        control={control}
        name="oficinaSii"
        label="Oficina del SII"
        hint="La que se imprime bajo el recuadro: «S.I.I. - SANTIAGO ORIENTE»."
        maxLength={40}
      />
      <NumberTextField
        name="umbralAlertaCaf"
        label="Avisar cuando queden (folios)"
        read={parseNumber}
      />
      <div className="sm:col-span-2">
        <Button type="submit" pending={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Guardando…' : 'Guardar configuración'}
        </Button>
      </div>
    </Form>
  )
}
