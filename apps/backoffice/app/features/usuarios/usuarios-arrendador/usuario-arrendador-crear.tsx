// usuarios-arrendador/crear: a user of one arrendador (chosen here, or the one the list was
// filtered by: `?proveedorId=`), with its perfiles and keys; its temporary password shown once,
// then its edit screen (common/crear-usuario-screen.tsx).
import { createUsuarioArrendadorSchema, idRelacionado } from '@cordillera/contracts'
import { usuariosApi, usuariosQueries } from '@cordillera/data-client/usuarios'
import { href, routeByName } from '@cordillera/permissions'
import { ComboboxField, useApi } from '@cordillera/portal/screens'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import type { z } from 'zod'
import { AccesoFields, EntregaField, FormularioDeUsuario } from '../common/acceso-fields.tsx'
import { CrearUsuarioScreen } from '../common/crear-usuario-screen.tsx'
import { buscarArrendadores, nombreDeArrendador } from '../common/opciones.ts'

/** The lessor's user and its arrendador, which the route's path takes. */
const schema = createUsuarioArrendadorSchema.extend({ proveedorId: idRelacionado('el arrendador') })
type Values = z.output<typeof schema>

export default function UsuarioArrendadorCrear() {
  const api = useApi()
  const proveedorId = useSearchParams()[0].get('proveedorId') ?? ''
  const arrendador = useQuery({
    ...nombreDeArrendador(api)(proveedorId),
    enabled: Boolean(proveedorId),
  })
  const lista = href('usuarios-arrendador')
  return (
    <CrearUsuarioScreen
      title={routeByName('usuarios-arrendador-crear').title}
      description="Ingresa al portal de arrendadores y ve solo lo de su arrendador. Recibe una contraseña temporal y define la suya al ingresar por primera vez."
      entity={usuariosQueries(api).usuarios}
      create={({ proveedorId: proveedor, ...body }: Values) =>
        usuariosApi(api).usuariosArrendador.create(proveedor, body)
      }
    >
      {(save) => (
        <FormularioDeUsuario
          schema={schema}
          defaultValues={{
            proveedorId,
            nombre: '',
            email: '',
            perfilIds: [],
            permisos: [],
            entrega: 'mostrar',
          }}
          submitLabel="Crear usuario"
          cancelTo={lista}
          onSubmit={save.onSubmit}
        >
          {() => (
            <>
              <fieldset className="grid items-start gap-4 sm:grid-cols-2">
                <legend className="mb-2 text-lg font-semibold">Datos del usuario</legend>
                <ComboboxField
                  name="proveedorId"
                  label="Arrendador"
                  loadOptions={buscarArrendadores(api)}
                  placeholder="Buscar por razón social o RUT…"
                  selectedLabel={arrendador.data}
                  className="sm:col-span-2"
                />
                <InputField name="nombre" label="Nombre" autoComplete="off" />
                <InputField name="email" label="Correo" type="email" autoComplete="off" />
              </fieldset>
              <EntregaField />
              <AccesoFields conSu={false} />
            </>
          )}
        </FormularioDeUsuario>
      )}
    </CrearUsuarioScreen>
  )
}
