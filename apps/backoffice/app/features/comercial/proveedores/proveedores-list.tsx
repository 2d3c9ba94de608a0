// proveedores: the validated proveedores (lessors whose equipment we rent), paged, sorted,
// searched and filtered by the API, with the bank data they are paid to (declared in
// proveedor-screens.tsx). Provisional ones wait in proveedores-provisorios; a notice here says how
// many.
import { comercialQueries } from '@cordillera/data-client/comercial'
import { href, routeByName } from '@cordillera/permissions'
import { entityList, ListScreen, useApi, useCan } from '@cordillera/portal/screens'
import { Alert, AlertDescription } from '@cordillera/ui/components/alert'
import { formatNumber } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { proveedorScreens } from './proveedor-screens.tsx'

export default entityList(proveedorScreens, (list) => (
  <ListScreen {...list} above={<ProvisoriosPendientes />} />
))

/** How many provisional proveedores wait to be validated, for whoever may see them. */
function ProvisoriosPendientes() {
  const api = useApi()
  const can = useCan()
  const allowed = can(routeByName('proveedores-provisorios').key)
  const { data } = useQuery({
    ...comercialQueries(api).proveedoresProvisorios.list({ pageSize: 1 }),
    enabled: allowed,
  })
  if (!allowed || !data || data.total === 0) return null
  const uno = data.total === 1
  return (
    <Alert variant="info" role="status">
      <AlertDescription>
        <p>
          {uno
            ? 'Hay 1 proveedor provisorio'
            : `Hay ${formatNumber(data.total)} proveedores provisorios`}{' '}
          por validar: no aparecen en esta lista hasta completar sus datos bancarios.{' '}
          <Link
            to={href('proveedores-provisorios')}
            className="font-medium underline underline-offset-4"
          >
            Ver proveedores provisorios
          </Link>
        </p>
      </AlertDescription>
    </Alert>
  )
}
