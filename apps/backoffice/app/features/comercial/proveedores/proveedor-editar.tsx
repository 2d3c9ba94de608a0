// proveedores/{id}/editar: a proveedor (regular or provisional) as it was read, saved with that
// version; a regular one keeps its bank data required. When someone else saved first the API
// answers 409 and the screen offers to reload instead of overwriting.
import { formatRut } from '@cordillera/contracts'
import { comercialQueries, useEntityMutation } from '@cordillera/data-client'
import { href, rowActionKey } from '@cordillera/permissions'
import {
  ActivoBadge,
  LinkButton,
  QueryView,
  TrackingNote,
  useApi,
  useCan,
  useVersionConflict,
} from '@cordillera/portal/screens'
import { Badge } from '@cordillera/ui/components/badge'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { useQuery } from '@tanstack/react-query'
import { BadgeCheck } from 'lucide-react'
import { useNavigate, useParams } from 'react-router'
import { ProveedorForm, type ProveedorValues, proveedorFormValues } from './proveedor-form.tsx'

type Values = ProveedorValues<'regular'> | ProveedorValues<'provisorio'>

export default function ProveedorEditar() {
  const { id = '' } = useParams()
  const api = useApi()
  const can = useCan()
  const navigate = useNavigate()
  const detail = comercialQueries(api).proveedores.detail(id)
  const conflict = useVersionConflict('este proveedor', detail.queryKey)
  const query = useQuery(detail)
  const update = useEntityMutation(
    comercialQueries(api).proveedores,
    ({ values, version }: { values: Values; version: number }) =>
      api.comercial.proveedores.update(id, { ...values, version }),
  )
  return (
    <QueryView
      query={query}
      thing="El proveedor"
      back={{ to: href('proveedores'), label: 'Volver a proveedores' }}
    >
      {(proveedor) => {
        const lista = href(proveedor.provisorio ? 'proveedores-provisorios' : 'proveedores')
        const save = async (values: Values) => {
          const saved = await update.mutateAsync({ values, version: proveedor.version })
          notify.success(`${saved.razonSocial} se guardó.`)
          await navigate(lista)
        }
        const form = {
          withActivo: true,
          defaultValues: proveedorFormValues(proveedor),
          submitLabel: 'Guardar cambios',
          cancel: { to: lista },
          onSubmit: save,
          onConflict: conflict.onConflict,
        }
        return (
          <div className="grid gap-6">
            <PageHeader
              title={`Editar ${proveedor.razonSocial}`}
              description={
                <span className="flex flex-wrap items-center gap-2">
                  RUT {formatRut(proveedor.rut)} <ActivoBadge activo={proveedor.activo} />
                  {proveedor.provisorio ? <Badge variant="warning">Provisorio</Badge> : null}
                </span>
              }
              actions={
                proveedor.provisorio && can(rowActionKey('proveedores-provisorios', 'manage')) ? (
                  <LinkButton
                    to={href('proveedores-provisorios-validar', {}, { id: proveedor.id })}
                  >
                    <BadgeCheck aria-hidden="true" />
                    Validar
                  </LinkButton>
                ) : null
              }
            />
            {conflict.alert}
            {/* A reload after a conflict brings the new version: the form starts over from it. */}
            {proveedor.provisorio ? (
              <ProveedorForm key={proveedor.version} kind="provisorio" {...form} />
            ) : (
              <ProveedorForm key={proveedor.version} kind="regular" {...form} />
            )}
            <TrackingNote {...proveedor} />
          </div>
        )
      }}
    </QueryView>
  )
}
