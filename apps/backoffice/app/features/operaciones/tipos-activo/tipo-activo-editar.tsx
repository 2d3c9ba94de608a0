// tipos-activo/{id}/editar: the tipo de activo as it was read, saved with that version (tipo-activo-screens.tsx).
import { entityEdit } from '@cordillera/portal/screens'
import { TipoActivoForm } from './tipo-activo-form.tsx'
import { tipoActivoScreens } from './tipo-activo-screens.tsx'

export default entityEdit(tipoActivoScreens, TipoActivoForm)
