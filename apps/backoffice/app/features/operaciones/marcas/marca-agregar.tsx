// marcas/agregar: a new marca; once saved, the list of marcas opens (marca-screens.tsx).
import { entityCreate } from '@cordillera/portal/screens'
import { MarcaForm } from './marca-form.tsx'
import { marcaScreens } from './marca-screens.tsx'

export default entityCreate(marcaScreens, MarcaForm)
