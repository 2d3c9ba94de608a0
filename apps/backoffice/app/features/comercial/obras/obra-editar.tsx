// obras/{id}/editar: the obra as it was read, saved with that version (obra-screens.tsx).
import { entityEdit } from '@cordillera/portal/screens'
import { ObraForm } from './obra-form.tsx'
import { obraScreens } from './obra-screens.tsx'

export default entityEdit(obraScreens, ObraForm)
