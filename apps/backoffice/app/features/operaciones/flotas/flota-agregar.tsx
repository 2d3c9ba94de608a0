// flotas/agregar: a new flota; once saved, its detail opens (flota-screens.tsx).
import { entityCreate } from '@cordillera/portal/screens'
import { FlotaForm } from './flota-form.tsx'
import { flotaScreens } from './flota-screens.tsx'

export default entityCreate(flotaScreens, FlotaForm)
