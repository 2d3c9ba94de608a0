// flotas/{id}: a flota with the assets it groups (flota-screens.tsx).
import { entityDetail } from '@cordillera/portal/screens'
import { flotaScreens } from './flota-screens.tsx'

export default entityDetail(flotaScreens)
