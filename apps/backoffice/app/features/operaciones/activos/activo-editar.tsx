// activos/{id}/editar: the asset as it was read, saved with that version; its estado is shown, not edited (activo-screens.tsx).
import { entityEdit } from '@cordillera/portal/screens'
import { ActivoForm } from './activo-form.tsx'
import { activoScreens } from './activo-screens.tsx'

export default entityEdit(activoScreens, ActivoForm)
