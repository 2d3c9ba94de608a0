// A screen's filter by one of a short list of named rows (a tipo de activo, a flota), chosen in a
// native select whose first option is "all of them": the fleet screens' (disponibilidad de flota,
// resumen de equipos).

import { NativeSelect } from '@cordillera/ui/components/data-table/native-select'
import { Label } from '@cordillera/ui/components/label'
import { useId } from 'react'

type FiltroSelectProps = {
  label: string
  /** The first option's words: no filter. */
  todos: string
  value: string | undefined
  options: readonly { id: string; nombre: string }[]
  onChange: (value: string | undefined) => void
  /** The label and select's layout: one above the other unless given. */
  className?: string
}

/** The filter by flota, in the words both fleet screens use. */
export function FiltroFlota(props: Omit<FiltroSelectProps, 'label' | 'todos'>) {
  return <FiltroSelect label="Flota" todos="Todas las flotas" {...props} />
}

export function FiltroSelect({
  label,
  todos,
  value,
  options,
  onChange,
  className = 'grid gap-1.5',
}: FiltroSelectProps) {
  const id = useId()
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{todos}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.nombre}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
