// The portal's settings, read from the build's environment (VITE_*) here and nowhere else: the
// shared reading (@cordillera/portal/env) with this build's variables.
import { readPortalEnv } from '@cordillera/portal/env'

export const env = readPortalEnv(import.meta.env)
