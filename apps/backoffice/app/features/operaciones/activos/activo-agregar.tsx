// activos/agregar: a new asset, disponible from the start; once saved, its detail opens (activo-screens.tsx).
import { entityCreate } from '@cordillera/portal/screens'
import { ActivoForm } from './activo-form.tsx'
import { activoScreens } from './activo-screens.tsx'

export default entityCreate(activoScreens, ActivoForm)
