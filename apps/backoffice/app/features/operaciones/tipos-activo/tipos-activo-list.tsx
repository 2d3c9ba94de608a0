// tipos-activo: every tipo de activo with its categoría, unidad de cobro, tarifa and assets (tipo-activo-screens.tsx).
import { entityList } from '@cordillera/portal/screens'
import { tipoActivoScreens } from './tipo-activo-screens.tsx'

export default entityList(tipoActivoScreens)
