// tipos-activo/agregar: a new tipo de activo; once saved, its detail opens (tipo-activo-screens.tsx).
import { entityCreate } from '@cordillera/portal/screens'
import { TipoActivoForm } from './tipo-activo-form.tsx'
import { tipoActivoScreens } from './tipo-activo-screens.tsx'

export default entityCreate(tipoActivoScreens, TipoActivoForm)
