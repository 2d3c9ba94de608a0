// marcas/{id}/editar: the marca as it was read, saved with that version (marca-screens.tsx).
import { entityEdit } from '@cordillera/portal/screens'
import { MarcaForm } from './marca-form.tsx'
import { marcaScreens } from './marca-screens.tsx'

export default entityEdit(marcaScreens, MarcaForm)
