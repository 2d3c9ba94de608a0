// tipos-activo/{id}: a tipo de activo with how it is charged and its assets (tipo-activo-screens.tsx).
import { entityDetail } from '@cordillera/portal/screens'
import { tipoActivoScreens } from './tipo-activo-screens.tsx'

export default entityDetail(tipoActivoScreens)
