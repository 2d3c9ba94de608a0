// The tipo de activo form of agregar and editar: name, categoría, how it is usually charged and its
// reference rate in pesos, whether it goes with an operator, and a description. Validated with
// the API's own schema (createTipoActivoSchema).
import {
  CATEGORIA_TIPO_ACTIVO_LABEL,
  CATEGORIAS_TIPO_ACTIVO,
  type CreateTipoActivoInput,
  createTipoActivoSchema,
  opcionesDe,
  UNIDAD_COBRO_LABEL,
  UNIDADES_COBRO,
} from '@cordillera/contracts'
import { EntityForm, type PageFormProps } from '@cordillera/portal/screens'
import { CheckboxField } from '@cordillera/ui/components/forms/checkbox-field'
import { FormField } from '@cordillera/ui/components/forms/field'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { MoneyInput } from '@cordillera/ui/components/forms/money-input'
import { SelectField } from '@cordillera/ui/components/forms/select-field'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import type { z } from 'zod'

export type TipoActivoValues = z.output<typeof createTipoActivoSchema>
/** What the form starts with: a new tipo has no categoría, unidad or tarifa chosen yet. */
export type TipoActivoDefaults = Partial<CreateTipoActivoInput>

export const nuevoTipoActivo: TipoActivoDefaults = {
  nombre: '',
  descripcion: '',
  requiereOperador: false,
}

const categorias = opcionesDe(CATEGORIA_TIPO_ACTIVO_LABEL, CATEGORIAS_TIPO_ACTIVO)
const unidades = opcionesDe(UNIDAD_COBRO_LABEL, UNIDADES_COBRO)

export function TipoActivoForm({
  defaultValues = nuevoTipoActivo,
  ...form
}: PageFormProps<TipoActivoValues, TipoActivoDefaults>) {
  return (
    <EntityForm schema={createTipoActivoSchema} defaultValues={defaultValues} {...form}>
      {({ control }) => (
        <>
          <InputField
            control={control}
            name="nombre"
            label="Nombre del tipo de activo"
            hint="Lo que se cotiza y arrienda, por ejemplo Excavadora 20 t."
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              control={control}
              name="categoria"
              label="Categoría"
              options={categorias}
            />
            <SelectField
              control={control}
              name="unidadCobroDefault"
              label="Unidad de cobro"
              options={unidades}
              hint="Cómo se cobra habitualmente."
            />
          </div>
          <FormField
            control={control}
            name="tarifaReferencia"
            label="Tarifa de referencia (CLP)"
            hint="Por unidad de cobro, en pesos sin decimales."
          >
            {({ value, onChange, ...field }) => (
              <MoneyInput {...field} currency="CLP" value={value} onChange={onChange} />
            )}
          </FormField>
          <CheckboxField
            control={control}
            name="requiereOperador"
            label="Requiere operador"
            hint="Se arrienda con un operador de la empresa."
          />
          <TextareaField
            control={control}
            name="descripcion"
            label="Descripción"
            optional
            rows={3}
          />
        </>
      )}
    </EntityForm>
  )
}
