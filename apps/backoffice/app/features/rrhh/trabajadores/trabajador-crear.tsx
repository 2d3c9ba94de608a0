// trabajadores/crear: a new worker and, with "Es operador", his operator record; once saved, his detail opens (trabajador-screens.tsx).
import { entityCreate } from '@cordillera/portal/screens'
import { TrabajadorForm } from './trabajador-form.tsx'
import { trabajadorScreens } from './trabajador-screens.tsx'

export default entityCreate(trabajadorScreens, TrabajadorForm)
