// operadores/retiro-parcial (rrhh/retiro-operador): an operator leaves the asset he runs on a day
// (his open assignment ends; the asset's other operators stay). The operator is chosen among those
// with an open assignment — narrowed to one asset's when an asset is chosen first — and his
// assignment, the asset and its operators are shown; the day cannot be before the assignment's
// start, and the API refuses it while he has reports of the asset after that day. The form's
// schema is the contracts' (the assignment goes in the path, with its version).
import {
  type OpcionesAsignacionOperador,
  type RetiroOperadorForm,
  retiroOperadorFormSchema,
} from '@cordillera/contracts'
import { Field, FormField } from '@cordillera/ui/components/forms/field'
import { useZodForm } from '@cordillera/ui/components/forms/form'
import { formatDate } from '@cordillera/ui/format'
import { useState } from 'react'
import {
  ActivoPicker,
  ActivoResumen,
  AsignacionForm,
  activoKey,
  asignacionRoute,
  DiaField,
  OperadorPicker,
  OperadorResumen,
  SinOpciones,
  useAsignacionWrite,
} from './asignacion-parts.tsx'

export default asignacionRoute(
  'operadores-retiro-parcial',
  'retiro',
  'El operador deja el equipo ese día; los demás operadores del equipo siguen en él.',
  RetiroForm,
)

function RetiroForm({ opciones }: { opciones: OpcionesAsignacionOperador }) {
  const save = useAsignacionWrite(
    (calls, { asignacionId, ...body }: RetiroOperadorForm) => calls.withdraw(asignacionId, body),
    (ended, values) =>
      `${ended.operador.nombre} dejó ${ended.activo.codigo} el ${formatDate(ended.hasta ?? values.hasta)}.`,
  )
  const form = useZodForm(retiroOperadorFormSchema, {
    defaultValues: { asignacionId: '', hasta: opciones.hoy, observaciones: '', version: 0 },
  })
  const [filtro, setFiltro] = useState<string | null>(null)
  const asignacionId = form.watch('asignacionId')
  const operador = opciones.operadores.find((each) => each.asignacion?.id === asignacionId)
  const asignacion = operador?.asignacion ?? null
  const claveDelOperador = asignacion
    ? activoKey({ id: asignacion.activo.id, contrato: asignacion.contrato })
    : null
  const activo = opciones.activos.find((each) => activoKey(each) === (claveDelOperador ?? filtro))
  const candidatos = filtro
    ? opciones.operadores.filter(
        (each) =>
          each.asignacion &&
          activoKey({ id: each.asignacion.activo.id, contrato: each.asignacion.contrato }) ===
            filtro,
      )
    : opciones.operadores

  if (opciones.operadores.length === 0) {
    return (
      <SinOpciones title="Ningún operador tiene una asignación abierta">
        No hay a quién retirar: todos los operadores están libres.
      </SinOpciones>
    )
  }

  return (
    <AsignacionForm form={form} save={save} submitLabel="Registrar retiro">
      <Field label="Equipo" optional hint="Para ver solo los operadores de un equipo.">
        {(field) => (
          <ActivoPicker
            {...field}
            options={opciones.activos}
            value={claveDelOperador ?? filtro}
            onChange={(chosen) => {
              setFiltro(chosen ? activoKey(chosen) : null)
              if (chosen?.operadores.length === 1 && chosen.operadores[0]) {
                const [unico] = chosen.operadores
                form.setValue('asignacionId', unico.asignacionId)
                form.setValue('version', unico.version)
              } else {
                form.setValue('asignacionId', '')
                form.setValue('version', 0)
              }
            }}
          />
        )}
      </Field>
      <FormField name="asignacionId" label="Operador que se retira">
        {({ value: _value, onChange, disabled: _disabled, name: _name, ...field }) => (
          <OperadorPicker
            {...field}
            options={candidatos}
            value={operador?.id ?? null}
            onChange={(chosen) => {
              onChange(chosen?.asignacion?.id ?? '')
              form.setValue('version', chosen?.asignacion?.version ?? 0)
            }}
          />
        )}
      </FormField>
      {operador ? <OperadorResumen operador={operador} /> : null}
      {activo ? <ActivoResumen activo={activo} /> : null}
      <DiaField
        name="hasta"
        label="Último día en el equipo"
        hint="No puede tener reports del equipo posteriores a ese día."
        min={asignacion?.desde}
      />
    </AsignacionForm>
  )
}
