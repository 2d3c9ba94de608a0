// operadores/cambio (rrhh/cambio-operador): on an asset that has operators, the one who leaves
// ends on a day and a free operator starts there that same day, on the same contract. The asset
// is chosen first (its obra, contract and operators shown); who leaves among its open operators
// (the only one, already chosen, when there is one); who comes in among the free operators. The
// form's schema is the contracts' (the assignment that ends goes in the path, with its version).
import {
  type ActivoAsignable,
  type CambioOperadorForm,
  cambioOperadorFormSchema,
  type OpcionesAsignacionOperador,
} from '@cordillera/contracts'
import { Field, FormField } from '@cordillera/ui/components/forms/field'
import { useZodForm } from '@cordillera/ui/components/forms/form'
import { Label } from '@cordillera/ui/components/label'
import { RadioGroup, RadioGroupItem } from '@cordillera/ui/components/radio-group'
import { formatDate } from '@cordillera/ui/format'
import { useId, useState } from 'react'
import {
  ActivoPicker,
  ActivoResumen,
  AsignacionForm,
  activoKey,
  asignacionRoute,
  DiaField,
  OperadorLibreField,
  OperadorResumen,
  SinOpciones,
  useAsignacionWrite,
} from './asignacion-parts.tsx'

export default asignacionRoute(
  'operadores-cambio',
  'cambio',
  'Quien sale termina ese día y quien entra sigue en el mismo equipo y contrato desde ese mismo día.',
  CambioForm,
)

/** The asset's operators whose assignment is still open: the ones a cambio may end. */
const abiertos = (activo: ActivoAsignable | undefined) =>
  activo?.operadores.filter((actual) => actual.hasta === null) ?? []

function CambioForm({ opciones }: { opciones: OpcionesAsignacionOperador }) {
  const ids = useId()
  const save = useAsignacionWrite(
    (calls, { asignacionId, ...body }: CambioOperadorForm) => calls.change(asignacionId, body),
    (created) =>
      `${created.operador.nombre} reemplaza a ${created.reemplaza?.operador.nombre ?? 'quien salió'} en ${created.activo.codigo} desde el ${formatDate(created.desde)}.`,
  )
  const form = useZodForm(cambioOperadorFormSchema, {
    defaultValues: {
      asignacionId: '',
      operadorId: '',
      fecha: opciones.hoy,
      observaciones: '',
      version: 0,
    },
  })
  const [clave, setClave] = useState<string | null>(null)
  const activo = opciones.activos.find((each) => activoKey(each) === clave)
  const [asignacionId, operadorId] = form.watch(['asignacionId', 'operadorId'])
  const sale = abiertos(activo).find((actual) => actual.asignacionId === asignacionId)
  const entra = opciones.operadores.find((each) => each.id === operadorId)

  if (opciones.activos.length === 0) {
    return (
      <SinOpciones title="No hay equipos con operador">
        Ningún equipo en arriendo tiene operador: use Asignar operador.
      </SinOpciones>
    )
  }

  function elegirSale(id: string) {
    const actual = abiertos(activo).find((each) => each.asignacionId === id)
    form.setValue('asignacionId', id, { shouldValidate: form.formState.isSubmitted })
    form.setValue('version', actual?.version ?? 0)
  }

  return (
    <AsignacionForm form={form} save={save} submitLabel="Registrar cambio">
      <Field label="Equipo en arriendo">
        {(field) => (
          <ActivoPicker
            {...field}
            options={opciones.activos}
            value={clave}
            onChange={(chosen) => {
              setClave(chosen ? activoKey(chosen) : null)
              const operadores = abiertos(chosen ?? undefined)
              const [unico] = operadores
              form.setValue(
                'asignacionId',
                operadores.length === 1 && unico ? unico.asignacionId : '',
              )
              form.setValue('version', operadores.length === 1 && unico ? unico.version : 0)
            }}
          />
        )}
      </Field>
      {activo ? <ActivoResumen activo={activo} /> : null}
      <FormField
        name="asignacionId"
        label="Operador que sale"
        hint={activo ? undefined : 'Elija primero el equipo.'}
      >
        {({ value, onChange: _onChange, ref: _ref, name: _name, ...field }) =>
          abiertos(activo).length > 0 ? (
            <RadioGroup
              id={field.id}
              aria-labelledby={field['aria-labelledby']}
              aria-describedby={field['aria-describedby']}
              aria-invalid={field['aria-invalid']}
              value={(value as string) || ''}
              onValueChange={elegirSale}
              disabled={field.disabled}
            >
              {abiertos(activo).map((actual) => (
                <div key={actual.asignacionId} className="flex items-center gap-2">
                  <RadioGroupItem
                    id={`${ids}-${actual.asignacionId}`}
                    value={actual.asignacionId}
                  />
                  <Label htmlFor={`${ids}-${actual.asignacionId}`} className="font-normal">
                    {actual.operador.nombre}{' '}
                    <span className="text-muted-foreground">
                      desde el {formatDate(actual.desde)}
                    </span>
                  </Label>
                </div>
              ))}
            </RadioGroup>
          ) : (
            <p id={field.id} className="text-muted-foreground text-sm">
              {activo ? 'Este equipo no tiene operadores que puedan salir.' : 'Sin equipo elegido.'}
            </p>
          )
        }
      </FormField>
      {opciones.operadores.length === 0 ? (
        <SinOpciones title="No hay operadores libres">
          Cada operador opera un equipo a la vez, y todos tienen uno: retire a alguno primero.
        </SinOpciones>
      ) : null}
      <OperadorLibreField
        label="Operador que entra"
        operadores={opciones.operadores}
        value={entra?.id ?? null}
      />
      {entra ? <OperadorResumen operador={entra} title="Entra" /> : null}
      <DiaField
        name="fecha"
        label="Fecha del cambio"
        hint="El último día de quien sale y el primero de quien entra."
        min={sale?.desde}
      />
    </AsignacionForm>
  )
}
