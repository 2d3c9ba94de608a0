// razones_sociales/{id} and razones-sociales/{id}: a razón social with its contactos and obras (razon-social-screens.tsx).
import { entityDetail } from '@cordillera/portal/screens'
import { razonSocialScreens } from './razon-social-screens.tsx'

export default entityDetail(razonSocialScreens)
