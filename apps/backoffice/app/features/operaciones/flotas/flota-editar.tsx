// flotas/{id}/editar: the flota as it was read, saved with that version (flota-screens.tsx).
import { entityEdit } from '@cordillera/portal/screens'
import { FlotaForm } from './flota-form.tsx'
import { flotaScreens } from './flota-screens.tsx'

export default entityEdit(flotaScreens, FlotaForm)
