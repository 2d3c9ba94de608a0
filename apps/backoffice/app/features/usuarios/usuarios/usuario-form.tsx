// The user form of crear and editar. Its data (nombre; on crear the e-mail, which is the user pool's
// username, and the kind, both fixed once created), what its kind ties it to (a site client's
// obras, an operator's record), and its access: perfiles, explicit keys (only those the signed-in
// user holds are offered) and, for a su editing staff, su itself. Beside them, the effective keys
// the choice gives, as they will be. A user editing itself sees its access read-only, with the
// reason (the API refuses it too). Validated with the API's own schemas; its refusals land under
// the field they name, and a refused grant (403: a key one lacks) under the keys.

import { useSession } from '@cordillera/auth/react'
import {
  createUsuarioSchema,
  opcionesDe,
  TIPO_USUARIO_ADMIN_LABEL,
  TIPOS_USUARIO_CREABLES,
  type TipoUsuarioAdmin,
  updateUsuarioSchema,
} from '@cordillera/contracts'
import { ComboboxField, type PageFormProps } from '@cordillera/portal/screens'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { SelectField } from '@cordillera/ui/components/forms/select-field'
import type { ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { AccesoFields, EntregaField, FormularioDeUsuario } from '../common/acceso-fields.tsx'
import { FilasField } from '../common/eleccion-multiple.tsx'
import { useBuscarObras, useBuscarOperadores } from '../common/opciones.ts'

/** What crear sends: the schema's output. */
export type UsuarioValues = z.output<typeof createUsuarioSchema>
/** What crear's form starts with. */
export type UsuarioDefaults = z.input<typeof createUsuarioSchema>

/** Editar's body without the version (the page adds the one read). */
const editarUsuarioSchema = updateUsuarioSchema.omit({ version: true })
export type UsuarioEditValues = z.output<typeof editarUsuarioSchema>
export type UsuarioEditDefaults = z.input<typeof editarUsuarioSchema>

/** A new user: staff, without keys, its temporary password shown once. */
export const nuevoUsuario: UsuarioDefaults = {
  nombre: '',
  email: '',
  tipo: 'cordillera',
  su: false,
  permisos: [],
  perfilIds: [],
  obraIds: [],
  operadorId: null,
  entrega: 'mostrar',
}

export const PROPIO =
  'No puedes cambiar tus propios perfiles, permisos ni superusuario: pídeselo a otro administrador.'

/** What editar knows of the user that its form does not change. */
export type UsuarioEditado = {
  email: string
  tipo: TipoUsuarioAdmin
  /** The signed-in user is editing itself. */
  propio: boolean
  obras: readonly { value: string; label: string }[]
  operador: { value: string; label: string } | null
}

/** Crear's form. */
export function UsuarioCrearForm({
  defaultValues = nuevoUsuario,
  ...form
}: PageFormProps<UsuarioValues, UsuarioDefaults>) {
  return (
    <FormularioDeUsuario schema={createUsuarioSchema} defaultValues={defaultValues} {...form}>
      {() => (
        <UsuarioFields
          datos={
            <>
              <InputField name="email" label="Correo" type="email" autoComplete="off" />
              <SelectField
                name="tipo"
                label="Tipo de usuario"
                options={opcionesDe(TIPO_USUARIO_ADMIN_LABEL, TIPOS_USUARIO_CREABLES)}
              />
            </>
          }
          editado={null}
        />
      )}
    </FormularioDeUsuario>
  )
}

/** Editar's form: the e-mail and the kind as they are. */
export function UsuarioEditarForm({
  defaultValues,
  editado,
  ...form
}: PageFormProps<UsuarioEditValues, UsuarioEditDefaults> & { editado: UsuarioEditado }) {
  return (
    <FormularioDeUsuario schema={editarUsuarioSchema} defaultValues={defaultValues ?? {}} {...form}>
      {() => (
        <UsuarioFields
          datos={
            <dl className="grid gap-1 text-sm">
              <dt className="text-muted-foreground">Correo</dt>
              <dd>{editado.email}</dd>
              <dt className="text-muted-foreground">Tipo de usuario</dt>
              <dd>{TIPO_USUARIO_ADMIN_LABEL[editado.tipo]}</dd>
            </dl>
          }
          editado={editado}
        />
      )}
    </FormularioDeUsuario>
  )
}

function UsuarioFields({ datos, editado }: { datos: ReactNode; editado: UsuarioEditado | null }) {
  const session = useSession()
  const tipo = (useWatch({ name: 'tipo' }) as TipoUsuarioAdmin | undefined) ?? editado?.tipo
  const buscarObras = useBuscarObras()
  const buscarOperadores = useBuscarOperadores()
  const propio = editado?.propio ? PROPIO : undefined
  return (
    <>
      <fieldset className="grid items-start gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Datos del usuario</legend>
        <InputField name="nombre" label="Nombre" autoComplete="off" />
        {datos}
        {tipo === 'cliente' ? (
          <FilasField
            name="obraIds"
            label="Obras del cliente"
            hint="Verá las solicitudes y los estados de pago de estas obras en el portal de operadores."
            loadOptions={buscarObras}
            placeholder="Buscar obra por código o nombre…"
            chosen={editado?.obras}
            className="sm:col-span-2"
          />
        ) : null}
        {tipo === 'operador' ? (
          <ComboboxField
            name="operadorId"
            label="Ficha de operador"
            hint="El trabajador que firma sus reports con este usuario."
            loadOptions={buscarOperadores}
            placeholder="Buscar operador por nombre…"
            selectedLabel={editado?.operador?.label}
            className="sm:col-span-2"
          />
        ) : null}
      </fieldset>
      {editado ? null : <EntregaField />}
      <AccesoFields
        propio={propio}
        conSu={session.su && (tipo === 'cordillera' || tipo === undefined)}
      />
    </>
  )
}
