// The region of an address: Chile's 16 regions, north to south, from the official CUT list in
// @cordillera/contracts. Emits the region's CUT code ('13'). Pair it with ComunaSelect.
import { type CodigoRegion, regiones } from '@cordillera/contracts'
import { forms as formsText } from '../../locale/es-cl/forms.ts'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select.tsx'
import type { ControlProps } from './field-frame.tsx'

/** What an address's region or comuna field takes: a CUT code, emitted on change. */
export type AddressSelectProps<Codigo, Element> = {
  value?: string | null | undefined
  onChange?: ((value: Codigo | null) => void) | undefined
  onBlur?: (() => void) | undefined
  placeholder?: string | undefined
  'aria-label'?: string | undefined
} & ControlProps<Element>

export type RegionSelectProps = AddressSelectProps<CodigoRegion, HTMLButtonElement>

export function RegionSelect({
  value,
  onChange,
  placeholder = formsText.region.placeholder,
  disabled,
  name,
  ...trigger
}: RegionSelectProps) {
  return (
    <Select
      // '' shows the placeholder: no region chosen yet.
      value={value ?? ''}
      onValueChange={(codigo) => onChange?.(codigo ? (codigo as CodigoRegion) : null)}
      name={name}
      disabled={disabled}
    >
      <SelectTrigger {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {regiones.map((region) => (
          <SelectItem key={region.codigo} value={region.codigo}>
            {region.nombre}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
