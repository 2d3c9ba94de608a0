// trabajadores/{id}: a worker's data, his operator record and his documents (trabajador-screens.tsx).
import { entityDetail } from '@cordillera/portal/screens'
import { trabajadorScreens } from './trabajador-screens.tsx'

export default entityDetail(trabajadorScreens)
