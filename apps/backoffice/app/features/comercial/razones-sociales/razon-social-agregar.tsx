// razones-sociales/agregar: a new razón social; once saved, its detail opens (razon-social-screens.tsx).
import { entityCreate } from '@cordillera/portal/screens'
import { RazonSocialForm } from './razon-social-form.tsx'
import { razonSocialScreens } from './razon-social-screens.tsx'

export default entityCreate(razonSocialScreens, RazonSocialForm)
