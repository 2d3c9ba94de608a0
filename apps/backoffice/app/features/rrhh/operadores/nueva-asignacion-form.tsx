// The form of asignar and adición: an asset on rent (its obra, contract and current operators
// shown once chosen), a free operator (his licence and certifications shown), the first day (today
// unless changed) and observaciones. The schema is the API's own; the asset's contract goes with
// it. What the API refuses (a busy operator, an asset with or without operator, not on rent that
// day) is said with its words: under the field it names, or as a notice.
import {
  type AdicionOperadorInput,
  type AsignarOperadorInput,
  adicionOperadorSchema,
  asignarOperadorSchema,
  type OpcionesAsignacionOperador,
} from '@cordillera/contracts'
import { FormField } from '@cordillera/ui/components/forms/field'
import { useZodForm } from '@cordillera/ui/components/forms/form'
import { formatDate } from '@cordillera/ui/format'
import {
  ActivoPicker,
  ActivoResumen,
  AsignacionForm,
  activoKey,
  DiaField,
  OperadorLibreField,
  OperadorResumen,
  SinOpciones,
  useAsignacionWrite,
} from './asignacion-parts.tsx'

const SCHEMA = { asignar: asignarOperadorSchema, adicion: adicionOperadorSchema } as const

export function NuevaAsignacionForm({
  accion,
  opciones,
}: {
  accion: 'asignar' | 'adicion'
  opciones: OpcionesAsignacionOperador
}) {
  const save = useAsignacionWrite(
    (calls, body: AsignarOperadorInput | AdicionOperadorInput) =>
      accion === 'asignar' ? calls.assign(body) : calls.add(body),
    (created) =>
      accion === 'asignar'
        ? `${created.operador.nombre} quedó asignado a ${created.activo.codigo} desde el ${formatDate(created.desde)}.`
        : `${created.operador.nombre} se sumó a ${created.activo.codigo} desde el ${formatDate(created.desde)}.`,
  )
  const form = useZodForm(SCHEMA[accion], {
    defaultValues: {
      operadorId: '',
      activoId: '',
      contratoId: '',
      desde: opciones.hoy,
      observaciones: '',
    },
  })
  const [activoId, contratoId, operadorId] = form.watch(['activoId', 'contratoId', 'operadorId'])
  const activo = opciones.activos.find(
    (each) => each.id === activoId && each.contrato.id === contratoId,
  )
  const operador = opciones.operadores.find((each) => each.id === operadorId)

  if (opciones.activos.length === 0) {
    return accion === 'asignar' ? (
      <SinOpciones title="No hay equipos sin operador">
        Todos los equipos en arriendo ya tienen operador. Para sumar otro use Adición de operador;
        para reemplazarlo, Cambio de operador.
      </SinOpciones>
    ) : (
      <SinOpciones title="No hay equipos con operador">
        Ningún equipo en arriendo tiene operador todavía: use Asignar operador para ponerle el
        primero.
      </SinOpciones>
    )
  }

  return (
    <AsignacionForm
      form={form}
      save={save}
      submitLabel={accion === 'asignar' ? 'Asignar operador' : 'Sumar operador'}
    >
      <FormField
        name="activoId"
        label={accion === 'asignar' ? 'Equipo en arriendo sin operador' : 'Equipo en arriendo'}
      >
        {({ value: _value, onChange, disabled: _disabled, name: _name, ...field }) => (
          <ActivoPicker
            {...field}
            options={opciones.activos}
            value={activo ? activoKey(activo) : null}
            onChange={(chosen) => {
              onChange(chosen?.id ?? '')
              form.setValue('contratoId', chosen?.contrato.id ?? '')
            }}
          />
        )}
      </FormField>
      {activo ? <ActivoResumen activo={activo} /> : null}
      {opciones.operadores.length === 0 ? (
        <SinOpciones title="No hay operadores libres">
          Cada operador opera un equipo a la vez, y todos tienen uno: retire o cambie a alguno
          primero.
        </SinOpciones>
      ) : null}
      <OperadorLibreField
        label={accion === 'asignar' ? 'Operador' : 'Operador que se suma'}
        operadores={opciones.operadores}
        value={operador?.id ?? null}
      />
      {operador ? <OperadorResumen operador={operador} /> : null}
      <DiaField
        name="desde"
        label="Desde"
        hint="El equipo debe estar en arriendo ese día."
        min={activo?.fechaEntrega ?? undefined}
      />
    </AsignacionForm>
  )
}
