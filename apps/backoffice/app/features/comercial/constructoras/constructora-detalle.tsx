// constructora/{id}: a constructora with its obras, who created and last changed it, the way to
// edit it (a dialog) and, most of all, to add an obra to it.

import { formatRut } from '@cordillera/contracts'
import { comercialQueries } from '@cordillera/data-client/comercial'
import { href, routeByName, rowActionKey } from '@cordillera/permissions'
import {
  ActivoBadge,
  DetailScreen,
  LinkButton,
  mailLink,
  phoneLink,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { Pencil, Plus } from 'lucide-react'
import { useState } from 'react'
import { ObrasResumen } from '../common/obras-resumen.tsx'
import { ConstructoraDialog, type ConstructoraDialogTarget } from './constructora-form.tsx'

export default function ConstructoraDetalle() {
  const api = useApi()
  const can = useCan()
  const [dialog, setDialog] = useState<ConstructoraDialogTarget>(null)
  return (
    <DetailScreen
      entity={comercialQueries(api).constructoras}
      thing="La constructora"
      list="constructora"
      title={(constructora) => constructora.nombre}
      description={(constructora) => (
        <span className="flex flex-wrap items-center gap-2">
          RUT {formatRut(constructora.rut)} <ActivoBadge activo={constructora.activo} femenino />
        </span>
      )}
      actions={() => [
        {
          label: 'Editar',
          icon: Pencil,
          variant: 'outline',
          key: rowActionKey('constructora', 'edit'),
          onClick: (constructora) => setDialog({ id: constructora.id }),
        },
      ]}
      fields={{
        title: 'Datos de la constructora',
        items: (constructora) => [
          { label: 'RUT', value: formatRut(constructora.rut) },
          { label: 'Nombre', value: constructora.nombre },
          { label: 'Contacto', value: constructora.contacto },
          { label: 'Teléfono', value: phoneLink(constructora.telefono) },
          { label: 'Correo', value: mailLink(constructora.email) },
        ],
      }}
    >
      {(constructora) => (
        <>
          <ObrasResumen
            obras={constructora.obras}
            total={constructora.obrasCount}
            filter={{ constructoraId: constructora.id }}
            empty="Esta constructora aún no tiene obras."
            actions={
              // The main thing done here: in the obras card's header, beside the obras it adds
              // to. An obra needs its own key even here (the API checks it too).
              can(routeByName('obras-agregar').key) && (
                <LinkButton to={href('constructora-agregar-obra', { id: constructora.id })}>
                  <Plus aria-hidden="true" />
                  Agregar obra
                </LinkButton>
              )
            }
          />
          <ConstructoraDialog target={dialog} onClose={() => setDialog(null)} />
        </>
      )}
    </DetailScreen>
  )
}
