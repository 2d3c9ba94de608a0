// Unit and component tests of this portal: the portals' shared Vitest settings.
import { portalVitestConfig } from '@cordillera/portal-config/vitest'

export default portalVitestConfig()
