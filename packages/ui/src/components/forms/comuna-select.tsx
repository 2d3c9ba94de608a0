// The comuna of an address, searchable ("nunoa" finds Ñuñoa), offering only the comunas of the
// region chosen beside it (from the official CUT list in @cordillera/contracts). Emits the
// comuna's CUT code ('13120'), what addresses store. When the region changes and the comuna is
// not in it, the field empties itself rather than keep a comuna of another region.
import { type CodigoComuna, comunasDe } from '@cordillera/contracts'
import { type FocusEvent, type Ref, useEffect, useMemo } from 'react'
import { forms as formsText } from '../../locale/es-cl/forms.ts'
import { Combobox, type ComboboxOption } from '../combobox.tsx'
import type { AddressSelectProps } from './region-select.tsx'

const text = formsText.comuna

export type ComunaSelectProps = {
  /** The CUT code of the region whose comunas are offered; none disables the field. */
  region: string | null | undefined
} & AddressSelectProps<CodigoComuna, HTMLInputElement>

export function ComunaSelect({
  region,
  value,
  onChange,
  onBlur,
  placeholder = text.placeholder,
  disabled,
  id,
  name,
  className,
  ref,
  ...aria
}: ComunaSelectProps) {
  const options = useMemo<ComboboxOption[]>(
    () => comunasDe(region).map((comuna) => ({ value: comuna.codigo, label: comuna.nombre })),
    [region],
  )
  const current = value ?? null
  const outOfRegion = current !== null && !options.some((option) => option.value === current)

  useEffect(() => {
    if (outOfRegion) onChange?.(null)
  }, [outOfRegion, onChange])

  const noRegion = options.length === 0
  return (
    // The combobox takes no ref or onBlur: they are set on its input from this wrapper.
    // biome-ignore lint/a11y/noStaticElementInteractions: only listens to focus leaving the combobox inside.
    <div
      ref={(element) => setRef(ref, element?.querySelector('input[role="combobox"]') ?? null)}
      className={className}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (
          !(
            event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)
          )
        ) {
          onBlur?.()
        }
      }}
    >
      <Combobox
        id={id}
        name={name}
        options={options}
        value={outOfRegion ? null : current}
        onValueChange={(codigo) => onChange?.(codigo as CodigoComuna | null)}
        disabled={disabled || noRegion}
        placeholder={noRegion ? text.chooseRegionFirst : placeholder}
        aria-label={aria['aria-label']}
        aria-labelledby={aria['aria-labelledby']}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid']}
      />
    </div>
  )
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value)
  else if (ref) ref.current = value
}
