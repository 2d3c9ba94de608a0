// grupo-cliente/agregar: a new grupo cliente; once saved, its detail opens (grupo-cliente-screens.tsx).
import { entityCreate } from '@cordillera/portal/screens'
import { GrupoClienteForm } from './grupo-cliente-form.tsx'
import { grupoClienteScreens } from './grupo-cliente-screens.tsx'

export default entityCreate(grupoClienteScreens, GrupoClienteForm)
