// A catalogue route whose screen a later module builds: the route exists (the guard and the menu
// treat it like any other) and says, with its own title, that the screen is on its way.
import { findRoute } from '@cordillera/permissions'
import { esCl } from '@cordillera/ui/locale'
import { useMatches } from 'react-router'
import { StatusRoute } from './status-route.tsx'

export default function Pending() {
  const match = useMatches().at(-1)
  const title = (match && findRoute(match.id)?.title) ?? esCl.pages.wipTitle
  return <StatusRoute title={title} description={esCl.pages.pendingDescription(title)} />
}
