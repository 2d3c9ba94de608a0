// The catch-all: any URL no route of this portal matches.
import { esCl } from '@cordillera/ui/locale'
import { StatusRoute } from './status-route.tsx'

export default function NotFound() {
  return (
    <StatusRoute
      code="404"
      title={esCl.pages.notFoundTitle}
      description={esCl.pages.notFoundDescription}
    />
  )
}
