// An owner's documents screen from the owner's declaration (entity-screens.ts): the screen
// DocumentosScreen draws, headed by the owner's name when the user may read it ("Documentos de
// EX-204"; "Documentos del activo" until then or without its key), its way back to the list
// ("Volver a activos") and "Ver activo" for who may open the owner. The owner's documents are its
// area's `documentosActivo`; the route file gives only what its documents are:
//   export default entityDocumentos(activoScreens, 'documentosActivo', { tipos, nameOf, … })

import { routeByName } from '@cordillera/permissions'
import type { FormSchema } from '@cordillera/ui/components/forms/form'
import type { UseQueryOptions } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import type { z } from 'zod'
import { backToList } from '../detail-screen.tsx'
import { type AnyEntityScreens, type EntityArea, entityData, rowHref } from '../entity-screens.ts'
import { LinkButton } from '../screen-parts.tsx'
import { useApi, useCan } from '../use-portal-api.ts'
import {
  type DocumentosSetup,
  documentosOf,
  type OwnerDocumentosCalls,
} from './documento-dialogs.tsx'
import type { DocumentoRowBase } from './documento-row.ts'
import { DocumentosScreen } from './documentos-screen.tsx'

/** What the owner's documents are: everything of the setup but its calls and what they make stale. */
export type OwnerDocumentos<
  Row extends DocumentoRowBase,
  C extends FormSchema,
  U extends FormSchema,
> = Omit<DocumentosSetup<Row, C, U>, 'entity' | 'calls'>

type DocumentosQueries<Row> = {
  readonly invalidates: readonly unknown[][]
  list: (ownerId: string) => UseQueryOptions<{ items: Row[] }>
}

/** The owner's documents route's component. */
export function entityDocumentos<
  Row extends DocumentoRowBase,
  C extends FormSchema,
  U extends FormSchema,
>(owner: AnyEntityScreens, documentos: string, setup: OwnerDocumentos<Row, C, U>) {
  const { routes, words, name } = owner
  const detail = routes.detail
  if (!detail || !owner.documentos) throw new Error(`${words.thing} no declara sus documentos`)
  const empty = owner.documentos.empty
  return function EntityDocumentos() {
    const { id = '' } = useParams()
    const api = useApi()
    const can = useCan()
    const [queriesOf, callsOf] = owner.area as EntityArea
    const queries = (queriesOf(api) as Record<string, unknown>)[
      documentos
    ] as DocumentosQueries<Row>
    const calls = (callsOf(api) as Record<string, unknown>)[documentos] as OwnerDocumentosCalls<
      Row,
      z.output<C>,
      z.output<U>
    >
    const canSeeOwner = can(routeByName(detail).key)
    // The header names the owner when the user may read it; the documents do not wait for it.
    const ownerRow = useQuery({
      ...entityData(owner, api).queries.detail(id),
      enabled: canSeeOwner,
    })
    const rows = useQuery(queries.list(id))
    const named = ownerRow.data ? name(ownerRow.data) : undefined
    return (
      <DocumentosScreen
        query={rows}
        thing={words.thing}
        back={backToList(routes.list)}
        title={named ? `Documentos de ${named}` : words.documentos}
        caption={words.documentos}
        emptyDescription={empty}
        actions={
          canSeeOwner ? (
            <LinkButton variant="outline" to={rowHref(detail, id)}>
              {words.ver}
            </LinkButton>
          ) : null
        }
        setup={
          { ...setup, entity: queries, calls: documentosOf(calls, id) } as DocumentosSetup<
            Row,
            C,
            U
          >
        }
      />
    )
  }
}
