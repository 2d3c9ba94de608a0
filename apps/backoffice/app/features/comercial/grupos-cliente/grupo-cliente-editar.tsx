// grupo-cliente/{id}/editar: the grupo cliente as it was read, saved with that version (grupo-cliente-screens.tsx).
import { entityEdit } from '@cordillera/portal/screens'
import { GrupoClienteForm } from './grupo-cliente-form.tsx'
import { grupoClienteScreens } from './grupo-cliente-screens.tsx'

export default entityEdit(grupoClienteScreens, GrupoClienteForm)
