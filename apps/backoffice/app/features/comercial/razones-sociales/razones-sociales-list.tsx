// razones-sociales: every billed legal entity (razon-social-screens.tsx).
import { entityList } from '@cordillera/portal/screens'
import { razonSocialScreens } from './razon-social-screens.tsx'

export default entityList(razonSocialScreens)
