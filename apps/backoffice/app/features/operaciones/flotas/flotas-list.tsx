// flotas: every flota with how many assets it groups (flota-screens.tsx).
import { entityList } from '@cordillera/portal/screens'
import { flotaScreens } from './flota-screens.tsx'

export default entityList(flotaScreens)
