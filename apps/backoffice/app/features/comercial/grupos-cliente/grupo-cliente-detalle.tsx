// grupo-cliente/{id}: a grupo cliente with the razones sociales it gathers (grupo-cliente-screens.tsx).
import { entityDetail } from '@cordillera/portal/screens'
import { grupoClienteScreens } from './grupo-cliente-screens.tsx'

export default entityDetail(grupoClienteScreens)
