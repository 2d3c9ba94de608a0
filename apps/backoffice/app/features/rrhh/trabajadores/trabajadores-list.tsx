// trabajadores: HR's workers (trabajador-screens.tsx).
import { entityList } from '@cordillera/portal/screens'
import { trabajadorScreens } from './trabajador-screens.tsx'

export default entityList(trabajadorScreens)
