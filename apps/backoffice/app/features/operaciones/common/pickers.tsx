// The asset form's choices of related rows: tipo de activo, marca, flota (optional) and the
// propietario (Propio, or a proveedor). The lists are short and come in one call with the others
// (opciones.tsx), so each picker filters its options as the user types instead of searching the
// API. On an edit form `selectedLabel` names the current value until the options arrive.
import { ComboboxField, type PickerFieldProps } from '@cordillera/portal/screens'
import { Combobox } from '@cordillera/ui/components/combobox'
import { FormField } from '@cordillera/ui/components/forms/field'
import { Label } from '@cordillera/ui/components/label'
import { RadioGroup, RadioGroupItem } from '@cordillera/ui/components/radio-group'
import { useId } from 'react'
import { pickerOptions, useActivoOpciones } from './opciones.tsx'

export function TipoActivoPicker(props: PickerFieldProps) {
  const { data } = useActivoOpciones()
  return (
    <ComboboxField
      {...props}
      options={pickerOptions(data).tiposActivo}
      placeholder="Elegir tipo…"
    />
  )
}

export function MarcaPicker(props: PickerFieldProps) {
  const { data } = useActivoOpciones()
  return (
    <ComboboxField {...props} options={pickerOptions(data).marcas} placeholder="Elegir marca…" />
  )
}

export function FlotaPicker(props: PickerFieldProps) {
  const { data } = useActivoOpciones()
  return <ComboboxField {...props} options={pickerOptions(data).flotas} placeholder="Sin flota" />
}

/**
 * Who owns the asset: "Propio" (the field is null) or "Proveedor" and which one. Choosing
 * Proveedor leaves the field empty (`''`) until one is picked, so the form's schema asks for it
 * instead of saving the asset as the company's own.
 */
export function PropietarioPicker({
  name,
  selectedLabel,
  className,
}: {
  name: string
  selectedLabel?: string | undefined
  className?: string
}) {
  const { data } = useActivoOpciones()
  const ids = useId()
  const options = pickerOptions(data).proveedores
  return (
    <FormField name={name} label="Propietario" className={className}>
      {({ value, onChange, disabled, id, ref, onBlur, ...field }) => {
        const deProveedor = value !== null && value !== undefined
        return (
          <div className="grid gap-3">
            <RadioGroup
              id={id}
              aria-labelledby={field['aria-labelledby']}
              value={deProveedor ? 'proveedor' : 'propio'}
              onValueChange={(kind) => onChange(kind === 'propio' ? null : '')}
              disabled={disabled}
              className="flex flex-wrap gap-6"
            >
              <div className="flex items-center gap-2">
                <RadioGroupItem id={`${ids}-propio`} value="propio" />
                <Label htmlFor={`${ids}-propio`} className="font-normal">
                  Propio
                </Label>
              </div>
              <div className="flex items-center gap-2">
                <RadioGroupItem id={`${ids}-proveedor`} value="proveedor" />
                <Label htmlFor={`${ids}-proveedor`} className="font-normal">
                  De un proveedor
                </Label>
              </div>
            </RadioGroup>
            {deProveedor ? (
              <Combobox
                ref={ref}
                onBlur={onBlur}
                aria-label="Proveedor"
                aria-describedby={field['aria-describedby']}
                aria-invalid={field['aria-invalid']}
                value={(value as string) || null}
                onValueChange={(next) => onChange(next ?? '')}
                options={options}
                selectedLabel={selectedLabel}
                placeholder="Buscar proveedor por nombre o RUT…"
                disabled={disabled}
              />
            ) : null}
          </div>
        )
      }}
    </FormField>
  )
}
