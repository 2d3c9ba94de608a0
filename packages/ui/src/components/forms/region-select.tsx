// The region of an address: Chile's 16 regions, north to south, from the official CUT list in
// @cordillera/contracts. Emits the region's CUT code ('13'). Pair it with ComunaSelect.
import { type CodigoRegion, regiones } from '@cordillera/contracts'
import { forms as formsText } from '../../locale/es-cl/forms.ts'
import { OptionsSelect } from '../options-select.tsx'
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

const options = regiones.map((region) => ({ value: region.codigo, label: region.nombre }))

export function RegionSelect({
  value,
  onChange,
  placeholder = formsText.region.placeholder,
  ...select
}: RegionSelectProps) {
  return (
    <OptionsSelect
      // '' shows the placeholder: no region chosen yet.
      value={value ?? ''}
      onValueChange={(codigo) => onChange?.(codigo ? (codigo as CodigoRegion) : null)}
      options={options}
      placeholder={placeholder}
      {...select}
    />
  )
}
