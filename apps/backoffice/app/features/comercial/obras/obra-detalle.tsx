// obras/{id}: an obra with its constructora, razón social, dates and administrador (obra-screens.tsx).
import { entityDetail } from '@cordillera/portal/screens'
import { obraScreens } from './obra-screens.tsx'

export default entityDetail(obraScreens)
