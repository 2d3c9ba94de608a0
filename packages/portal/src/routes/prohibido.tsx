// /prohibido: where rule 4 sends a user without the route's permission key.
import { esCl } from '@cordillera/ui/locale'
import { StatusRoute } from './status-route.tsx'

export default function Prohibido() {
  return (
    <StatusRoute
      code="403"
      title={esCl.pages.forbiddenTitle}
      description={esCl.pages.forbiddenDescription}
    />
  )
}
