// The explicit keys of a user or of a perfil, chosen by area with the catalogue's titles. Only the
// keys the signed-in user holds are offered (a su: every key), since the API refuses granting one it
// lacks (no escalation). A key the row already had and the editor lacks is shown too: it may be
// taken away (and put back before saving), which grants nothing. `locked` shows the chosen keys
// read-only with the reason (a user editing itself). An area opens when it has chosen keys.
import { useSession } from '@cordillera/auth/react'
import { hasKey } from '@cordillera/permissions'
import { Checkbox } from '@cordillera/ui/components/checkbox'
import { FormField } from '@cordillera/ui/components/forms/field'
import { Label } from '@cordillera/ui/components/label'
import { formatNumber } from '@cordillera/ui/format'
import { type ReactNode, useId, useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { type AreaDePermisos, areasDePermisos } from './permisos-catalogo.ts'

/** The keys a signed-in user may give: all for a su, else those it holds. */
export function usePuedeDar(): (key: string) => boolean {
  const session = useSession()
  return (key) => hasKey(session, key as never)
}

export function PermisosField({
  name = 'permisos',
  label = 'Permisos',
  hint,
  locked,
}: {
  name?: string
  label?: ReactNode
  hint?: ReactNode
  /** Why the keys cannot be changed here, shown instead of the checkboxes' choice. */
  locked?: string | undefined
}) {
  const puedeDar = usePuedeDar()
  // The keys the form started with: changing them grants nothing the row did not have.
  const { getValues } = useFormContext()
  const [tenia] = useState(() => new Set((getValues(name) as string[] | undefined) ?? []))
  const cambiable = (key: string) => puedeDar(key) || tenia.has(key)
  return (
    <FormField name={name} label={label} hint={locked ?? hint}>
      {({ value, onChange, ref: _ref, name: _name, onBlur: _onBlur, disabled, ...control }) => {
        const chosen = new Set((value as string[] | undefined) ?? [])
        const toggle = (key: string, on: boolean) => {
          const next = new Set(chosen)
          if (on) next.add(key)
          else next.delete(key)
          // In the catalogue's order, so what is sent reads as what is shown.
          const ordered = areasDePermisos().flatMap((area) => area.keys.map((each) => each.key))
          onChange(ordered.filter((each) => next.has(each)))
        }
        const areas = areasDePermisos()
          .map((area) => ({
            ...area,
            keys: area.keys.filter(({ key }) => chosen.has(key) || (!locked && cambiable(key))),
          }))
          .filter((area) => area.keys.length > 0)
        return (
          <fieldset {...control} className="grid gap-2">
            {areas.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                {locked ? 'Sin permisos explícitos.' : 'No tienes permisos que puedas dar.'}
              </p>
            ) : (
              areas.map((area) => (
                <AreaPermisos
                  key={area.area}
                  area={area}
                  chosen={chosen}
                  editable={(key) => !locked && !disabled && cambiable(key)}
                  onToggle={toggle}
                />
              ))
            )}
          </fieldset>
        )
      }}
    </FormField>
  )
}

function AreaPermisos({
  area,
  chosen,
  editable,
  onToggle,
}: {
  area: AreaDePermisos
  chosen: ReadonlySet<string>
  editable: (key: string) => boolean
  onToggle: (key: string, on: boolean) => void
}) {
  const id = useId()
  const count = area.keys.filter(({ key }) => chosen.has(key)).length
  // Open at first when it has chosen keys; then as the user leaves it.
  const [open] = useState(count > 0)
  return (
    <details open={open} className="rounded-md border px-3 py-2">
      <summary className="cursor-pointer font-medium">
        {area.title}{' '}
        <span className="font-normal text-muted-foreground">
          ({formatNumber(count)} de {formatNumber(area.keys.length)})
        </span>
      </summary>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {area.keys.map(({ key, title }, index) => {
          const checkbox = `${id}-${index}`
          const canChange = editable(key)
          return (
            <li key={key} className="flex items-start gap-2">
              <Checkbox
                id={checkbox}
                checked={chosen.has(key)}
                disabled={!canChange}
                onCheckedChange={(checked) => onToggle(key, checked === true)}
                aria-describedby={canChange ? undefined : `${checkbox}-note`}
                className="mt-0.5"
              />
              <Label htmlFor={checkbox} className="grid gap-0.5 font-normal leading-snug">
                <span>{title}</span>
                <span className="font-mono text-xs text-muted-foreground">{key}</span>
              </Label>
              {canChange ? null : (
                <span id={`${checkbox}-note`} className="sr-only">
                  No puedes cambiar este permiso
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </details>
  )
}
