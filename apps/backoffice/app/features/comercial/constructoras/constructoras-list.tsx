// constructora: every constructora with how many obras it has (constructora-screens.tsx), created
// and edited in a dialog; a row also leads to adding an obra to it.
import type { ConstructoraRow } from '@cordillera/contracts'
import { href, routeByName } from '@cordillera/permissions'
import { type ListRowActions, ListScreen, useEntityListProps } from '@cordillera/portal/screens'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { ConstructoraDialog, type ConstructoraDialogTarget } from './constructora-form.tsx'
import { constructoraScreens } from './constructora-screens.tsx'

export default function ConstructorasList() {
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<ConstructoraDialogTarget>(null)
  const list = useEntityListProps<ConstructoraRow>(constructoraScreens)
  const standard = list.actions as ListRowActions<'constructora', ConstructoraRow>
  return (
    <ListScreen
      {...list}
      create={{
        label: constructoraScreens.words.createLabel,
        onClick: () => setDialog({ id: null }),
      }}
      // The catalogue gives constructoras' row actions empty keys: every staff user gets them.
      actions={{
        ...standard,
        edit: { open: (row: ConstructoraRow) => setDialog({ id: row.id }) },
        extra: [
          {
            id: 'agregar-obra',
            label: 'Agregar obra',
            // Creating an obra from a constructora is still creating an obra.
            key: routeByName('obras-agregar').key,
            onSelect: (row) => void navigate(href('constructora-agregar-obra', { id: row.id })),
          },
        ],
      }}
      below={
        <ConstructoraDialog
          target={dialog}
          onClose={() => setDialog(null)}
          onCreated={(created) => void navigate(href('constructora-detalle', { id: created.id }))}
        />
      }
    />
  )
}
