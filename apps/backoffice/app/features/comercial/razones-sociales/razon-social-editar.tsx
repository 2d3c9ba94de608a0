// razones-sociales/{id}/editar: the razón social as it was read, saved with that version (razon-social-screens.tsx).
import { entityEdit } from '@cordillera/portal/screens'
import { RazonSocialForm } from './razon-social-form.tsx'
import { razonSocialScreens } from './razon-social-screens.tsx'

export default entityEdit(razonSocialScreens, RazonSocialForm)
