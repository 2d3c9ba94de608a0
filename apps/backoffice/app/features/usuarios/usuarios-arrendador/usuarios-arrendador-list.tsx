// usuarios-arrendador: the lessors' users (usuario-arrendador-screens.tsx), of every arrendador or
// of the one chosen above the table; each row edited, disabled or enabled, or its password reset,
// behind a confirmation. Crear usuario arrendador starts with the chosen arrendador.
import type { FilterOf, listUsuariosRoute } from '@cordillera/contracts'
import {
  FiltroBuscado,
  filtrar,
  ListScreen,
  RouteLinkButton,
  useApi,
} from '@cordillera/portal/screens'
import { Plus } from 'lucide-react'
import { useListaDeUsuarios } from '../common/acciones-usuario.tsx'
import { buscarArrendadores, nombreDeArrendador } from '../common/opciones.ts'
import { usuarioArrendadorScreens } from './usuario-arrendador-screens.tsx'

export default function UsuariosArrendadorList() {
  const api = useApi()
  const { acciones, list, editar, create, ...screen } = useListaDeUsuarios(usuarioArrendadorScreens)
  const proveedorId = list.table.state.filters.proveedorId
  return (
    <ListScreen
      {...screen}
      list={list}
      headerActions={
        <RouteLinkButton route="usuarios-arrendador-crear" query={{ proveedorId }} icon={Plus}>
          {create?.label}
        </RouteLinkButton>
      }
      actions={{ route: 'usuarios-arrendador', edit: editar, extra: acciones.rowActions }}
      above={
        <div className="lg:max-w-md">
          <FiltroBuscado
            value={list.table.state.filters.proveedorId}
            onChange={(proveedorId) =>
              filtrar(list.table, {
                ['proveedorId' satisfies FilterOf<typeof listUsuariosRoute>]: proveedorId,
              })
            }
            label="Arrendador"
            placeholder="Buscar por razón social o RUT…"
            loadOptions={buscarArrendadores(api)}
            name={nombreDeArrendador(api)}
          />
        </div>
      }
      below={acciones.dialog}
    />
  )
}
