// obras/agregar: a new obra of any constructora; once saved, its detail opens (obra-screens.tsx).
import { entityCreate } from '@cordillera/portal/screens'
import { ObraForm } from './obra-form.tsx'
import { obraScreens } from './obra-screens.tsx'

export default entityCreate(obraScreens, ObraForm)
