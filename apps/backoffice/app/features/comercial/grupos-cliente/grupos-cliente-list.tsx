// grupo-cliente: every grupo cliente with how many razones sociales it gathers (grupo-cliente-screens.tsx).
import { entityList } from '@cordillera/portal/screens'
import { grupoClienteScreens } from './grupo-cliente-screens.tsx'

export default entityList(grupoClienteScreens)
