// usuarios: every user (usuario-screens.tsx), filtered by tipo and estado in their columns and by
// perfil and obra above the table (an obra searched by código or name); each row edited,
// disabled or enabled, or its password reset, behind a confirmation. Under the table, the
// perfiles, managed here (perfiles-card.tsx).
import type { FilterOf, listUsuariosRoute } from '@cordillera/contracts'
import {
  FiltroBuscado,
  filtrar,
  ListCardsFilter,
  ListScreen,
  type TablaFiltrable,
  useApi,
} from '@cordillera/portal/screens'
import { useListaDeUsuarios } from '../common/acciones-usuario.tsx'
import { buscarObras, nombreDeObra, usePerfiles } from '../common/opciones.ts'
import { PerfilesCard } from '../perfiles/perfiles-card.tsx'
import { usuarioScreens } from './usuario-screens.tsx'

type Filtro = FilterOf<typeof listUsuariosRoute>

export default function UsuariosList() {
  const { acciones, list, editar, ...screen } = useListaDeUsuarios(usuarioScreens)
  return (
    <ListScreen
      {...screen}
      list={list}
      actions={{ route: 'usuarios', edit: editar, extra: acciones.rowActions }}
      above={<FiltrosUsuarios table={list.table} />}
      below={
        <>
          {acciones.dialog}
          <PerfilesCard />
        </>
      }
    />
  )
}

/** Perfil (every perfil by name) and obra (searched): what the table's columns cannot filter by. */
function FiltrosUsuarios({ table }: { table: TablaFiltrable }) {
  const api = useApi()
  const perfiles = usePerfiles()
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
      <ListCardsFilter
        label="Perfil"
        all="Todos"
        value={table.state.filters.perfilId}
        options={(perfiles.data ?? []).map((perfil) => ({
          value: perfil.id,
          label: perfil.nombre,
        }))}
        onChange={(value) => filtrar(table, { ['perfilId' satisfies Filtro]: value })}
      />
      <FiltroBuscado
        value={table.state.filters.obraId}
        onChange={(obraId) => filtrar(table, { ['obraId' satisfies Filtro]: obraId })}
        label="Obra (clientes de obra)"
        placeholder="Buscar obra por código o nombre…"
        loadOptions={buscarObras(api)}
        name={nombreDeObra(api)}
      />
    </div>
  )
}
