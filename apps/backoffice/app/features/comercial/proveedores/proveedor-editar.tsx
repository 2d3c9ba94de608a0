// proveedores/{id}/editar: a proveedor (regular or provisional) as it was read, saved with that
// version; a regular one keeps its bank data required. When someone else saved first the API
// answers 409 and the screen offers to reload instead of overwriting. Under the form, its lessor
// agreements (the tariffs the external EDP pays; decision 064).
import { formatRut } from '@cordillera/contracts'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href, rowActionKey } from '@cordillera/permissions'
import {
  ActivoBadge,
  EditScreen,
  LinkButton,
  TrackingNote,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { Badge } from '@cordillera/ui/components/badge'
import { BadgeCheck } from 'lucide-react'
import { ProveedorAcuerdosArriendo } from './proveedor-acuerdos-arriendo.tsx'
import { ProveedorForm, proveedorFormValues } from './proveedor-form.tsx'

/** A proveedor's list: the provisional ones have their own. */
const listaDe = (proveedor: { provisorio: boolean }) =>
  href(proveedor.provisorio ? 'proveedores-provisorios' : 'proveedores')

export default function ProveedorEditar() {
  const api = useApi()
  const can = useCan()
  return (
    <EditScreen
      entity={comercialQueries(api).proveedores}
      thing="El proveedor"
      list="proveedores"
      what="este proveedor"
      title={(proveedor) => `Editar ${proveedor.razonSocial}`}
      description={(proveedor) => (
        <span className="flex flex-wrap items-center gap-2">
          RUT {formatRut(proveedor.rut)} <ActivoBadge activo={proveedor.activo} />
          {proveedor.provisorio ? <Badge variant="warning">Provisorio</Badge> : null}
        </span>
      )}
      actions={(proveedor) =>
        proveedor.provisorio && can(rowActionKey('proveedores-provisorios', 'manage')) ? (
          <LinkButton to={href('proveedores-provisorios-validar', {}, { id: proveedor.id })}>
            <BadgeCheck aria-hidden="true" />
            Validar
          </LinkButton>
        ) : null
      }
      update={comercialApi(api).proveedores.update}
      done={(saved) => `${saved.razonSocial} se guardó.`}
      leadsTo={(_saved, proveedor) => listaDe(proveedor)}
      footer={(proveedor) => (
        <>
          <TrackingNote {...proveedor} />
          <ProveedorAcuerdosArriendo proveedorId={proveedor.id} />
        </>
      )}
    >
      {(proveedor, save) => {
        const form = {
          withActivo: true,
          defaultValues: proveedorFormValues(proveedor),
          submitLabel: 'Guardar cambios',
          cancel: { to: listaDe(proveedor) },
          ...save,
        }
        return proveedor.provisorio ? (
          <ProveedorForm kind="provisorio" {...form} />
        ) : (
          <ProveedorForm kind="regular" {...form} />
        )
      }}
    </EditScreen>
  )
}
