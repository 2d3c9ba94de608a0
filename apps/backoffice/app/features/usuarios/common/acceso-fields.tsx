// What a user may do, as its forms choose it (a user of any kind, a lessor's user): its perfiles,
// its explicit keys (only those the signed-in user holds are offered) and, when offered, su; then
// the effective keys the choice gives, as they will be. `propio` (a user editing itself) shows
// them read-only with the reason. And how a new user gets its temporary password.
import { ENTREGA_CONTRASENIA_LABEL, opcionesDe } from '@cordillera/contracts'
import { ApiRequestError } from '@cordillera/data-client'
import { EntityForm, type EntityFormProps } from '@cordillera/portal/screens'
import { CheckboxField } from '@cordillera/ui/components/forms/checkbox-field'
import type { FormSchema } from '@cordillera/ui/components/forms/form'
import { SelectField } from '@cordillera/ui/components/forms/select-field'
import { useWatch } from 'react-hook-form'
import { cantidad } from './cantidad.ts'
import { CasillasField } from './eleccion-multiple.tsx'
import { usePerfiles } from './opciones.ts'
import { PermisosEfectivosCard } from './permisos-efectivos.tsx'
import { PermisosField } from './permisos-field.tsx'

export function AccesoFields({ propio, conSu }: { propio?: string | undefined; conSu: boolean }) {
  const perfilIds = (useWatch({ name: 'perfilIds' }) as string[] | undefined) ?? []
  const permisos = (useWatch({ name: 'permisos' }) as string[] | undefined) ?? []
  const su = (useWatch({ name: 'su' }) as boolean | undefined) ?? false
  const perfiles = usePerfiles()
  return (
    <>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">Acceso</legend>
        <CasillasField
          name="perfilIds"
          label="Perfiles"
          hint={propio ?? 'Cada perfil le da sus permisos.'}
          empty="Aún no hay perfiles."
          disabled={Boolean(propio)}
          options={(perfiles.data ?? []).map((perfil) => ({
            value: perfil.id,
            label: perfil.nombre,
            description: cantidad(perfil.permisos.length, 'permiso', 'permisos'),
          }))}
        />
        <PermisosField
          label="Permisos explícitos"
          hint="Además de los de sus perfiles. Solo puedes dar los permisos que tienes."
          locked={propio}
        />
        {conSu ? (
          <CheckboxField
            name="su"
            label="Superusuario"
            hint={propio ?? 'Puede hacer todo, incluso dar y quitar superusuario.'}
            disabled={Boolean(propio)}
          />
        ) : null}
      </fieldset>
      <PermisosEfectivosCard
        permisos={permisos}
        perfiles={(perfiles.data ?? []).filter((perfil) => perfilIds.includes(perfil.id))}
        su={conSu && su}
      />
    </>
  )
}

/** A new user's temporary password: shown once to the administrator, or e-mailed by the pool. */
export function EntregaField() {
  return (
    <SelectField
      name="entrega"
      label="Contraseña temporal"
      hint="Al ingresar por primera vez deberá definir su propia contraseña."
      options={opcionesDe(ENTREGA_CONTRASENIA_LABEL)}
    />
  )
}

/**
 * The API's refusals of a user's access, said where it was chosen, not only in a toast: a 403 is a
 * grant it refused (a key, or a perfil with keys, the signed-in user lacks), under the keys; a 409
 * about su (taking it from the last active su) under su, not taken for a stale version.
 */
export function refusalsUnderAccess<V>(save: (values: V) => Promise<unknown>) {
  return async (values: V) => {
    try {
      await save(values)
    } catch (error) {
      if (!(error instanceof ApiRequestError) || Object.keys(error.fields).length > 0) throw error
      const field =
        error.status === 403
          ? 'permisos'
          : error.status === 409 && /superusuario/i.test(error.message)
            ? 'su'
            : undefined
      if (!field) throw error
      throw new ApiRequestError(error.status, error.code, error.message, {
        [field]: error.message,
      })
    }
  }
}

/** A user's form (of any kind): the API's schema and the fields given, its access's refusals said under them. */
export function FormularioDeUsuario<S extends FormSchema>(props: EntityFormProps<S>) {
  return (
    <EntityForm
      className="grid max-w-3xl gap-6"
      {...props}
      onSubmit={refusalsUnderAccess(props.onSubmit)}
    />
  )
}
