// Any URL no other route matches: a Spanish not-found page, reachable signed in or not.
import { Button } from '@cordillera/ui/components/button'
import { StatusPage } from '@cordillera/ui/components/status-page'
import { esCl } from '@cordillera/ui/locale'
import { Link } from 'react-router'

const { pages } = esCl

export default function NotFound() {
  return (
    <StatusPage code="404" title={pages.notFoundTitle} description={pages.notFoundDescription}>
      <Button asChild>
        <Link to="/">{pages.backHome}</Link>
      </Button>
    </StatusPage>
  )
}
