// The pages that only say something (no permission, not found, work in progress), with a way back.
import { href } from '@cordillera/permissions'
import { Button } from '@cordillera/ui/components/button'
import { StatusPage } from '@cordillera/ui/components/status-page'
import { esCl } from '@cordillera/ui/locale'
import { Link } from 'react-router'

export function StatusRoute({
  code,
  title,
  description,
}: {
  code?: string
  title: string
  description: string
}) {
  return (
    <StatusPage inShell code={code} title={title} description={description}>
      <Button asChild>
        <Link to={href('index')}>{esCl.pages.backHome}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={href('tickets-agregar')}>{esCl.pages.raiseTicket}</Link>
      </Button>
    </StatusPage>
  )
}
