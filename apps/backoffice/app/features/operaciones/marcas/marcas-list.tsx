// marcas: every marca with how many assets use it (marca-screens.tsx).
import { entityList } from '@cordillera/portal/screens'
import { marcaScreens } from './marca-screens.tsx'

export default entityList(marcaScreens)
