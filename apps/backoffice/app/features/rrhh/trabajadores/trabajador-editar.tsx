// trabajadores/{id}/editar: the worker as he was read, saved with that version (trabajador-screens.tsx).
import { entityEdit } from '@cordillera/portal/screens'
import { TrabajadorForm } from './trabajador-form.tsx'
import { trabajadorScreens } from './trabajador-screens.tsx'

export default entityEdit(trabajadorScreens, TrabajadorForm)
