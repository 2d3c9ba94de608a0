// Form fields that hold a list of ids: a few fixed choices as checkboxes (a user's perfiles), or
// rows searched in the API and added one by one, each listed with its Quitar (a site client's
// obras). The API's refusals land under the field, as any field's.
import { Button } from '@cordillera/ui/components/button'
import { Checkbox } from '@cordillera/ui/components/checkbox'
import { Combobox, type ComboboxOption, type LoadOptions } from '@cordillera/ui/components/combobox'
import { FormField } from '@cordillera/ui/components/forms/field'
import { Label } from '@cordillera/ui/components/label'
import { type ReactNode, useId, useState } from 'react'

type Frame = {
  name: string
  label: ReactNode
  hint?: ReactNode
  optional?: boolean
  className?: string
}

/** Checkboxes of a short list; `disabled` keeps the choice as it is (shown, not changeable). */
export function CasillasField({
  options,
  empty,
  disabled,
  ...frame
}: Frame & {
  options: readonly { value: string; label: string; description?: string }[]
  empty: string
  disabled?: boolean
}) {
  const id = useId()
  return (
    <FormField {...frame}>
      {({
        value,
        onChange,
        ref: _ref,
        name: _name,
        onBlur: _onBlur,
        disabled: off,
        ...control
      }) => {
        const chosen = new Set((value as string[] | undefined) ?? [])
        return (
          <fieldset {...control} className="grid gap-2 sm:grid-cols-2">
            {options.length === 0 ? (
              <p className="text-sm text-muted-foreground">{empty}</p>
            ) : (
              options.map((option, index) => (
                <div key={option.value} className="flex items-start gap-2">
                  <Checkbox
                    id={`${id}-${index}`}
                    checked={chosen.has(option.value)}
                    disabled={disabled || off}
                    onCheckedChange={(checked) =>
                      onChange(
                        options
                          .map((each) => each.value)
                          .filter((each) =>
                            each === option.value ? checked === true : chosen.has(each),
                          ),
                      )
                    }
                    className="mt-0.5"
                  />
                  <Label
                    htmlFor={`${id}-${index}`}
                    className="grid gap-0.5 font-normal leading-snug"
                  >
                    <span>{option.label}</span>
                    {option.description ? (
                      <span className="text-xs text-muted-foreground">{option.description}</span>
                    ) : null}
                  </Label>
                </div>
              ))
            )}
          </fieldset>
        )
      }}
    </FormField>
  )
}

/**
 * Rows searched in the API and added to the list, each with its Quitar. `chosen` names the rows
 * the form starts with (an edit's), until the user adds others, whose names come with the option.
 */
export function FilasField({
  loadOptions,
  placeholder,
  chosen = [],
  ...frame
}: Frame & {
  loadOptions: LoadOptions
  placeholder: string
  chosen?: readonly { value: string; label: string }[]
}) {
  const [labels, setLabels] = useState(
    () => new Map(chosen.map((option) => [option.value, option.label] as const)),
  )
  return (
    <FormField {...frame}>
      {({ value, onChange, name: _name, ...control }) => {
        const ids = (value as string[] | undefined) ?? []
        const add = (id: string | null, option: ComboboxOption | null) => {
          if (!id || ids.includes(id)) return
          if (option) setLabels((before) => new Map(before).set(id, option.label))
          onChange([...ids, id])
        }
        return (
          <div className="grid gap-2">
            <Combobox
              {...control}
              value={null}
              onValueChange={add}
              loadOptions={loadOptions}
              placeholder={placeholder}
            />
            {ids.length > 0 ? (
              <ul className="grid gap-1 text-sm" aria-label="Elegidas">
                {ids.map((id) => (
                  <li
                    key={id}
                    className="flex items-center justify-between gap-2 rounded-md border px-3 py-1"
                  >
                    {labels.get(id) ?? id}
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Quitar ${labels.get(id) ?? id}`}
                      onClick={() => onChange(ids.filter((each) => each !== id))}
                    >
                      Quitar
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )
      }}
    </FormField>
  )
}
