// /wip: the work-in-progress page of the spec.
import { esCl } from '@cordillera/ui/locale'
import { StatusRoute } from './status-route.tsx'

export default function Wip() {
  return <StatusRoute title={esCl.pages.wipTitle} description={esCl.pages.wipDescription} />
}
