// obras: every obra, its constructora and razón social (obra-screens.tsx).
import { entityList } from '@cordillera/portal/screens'
import { obraScreens } from './obra-screens.tsx'

export default entityList(obraScreens)
