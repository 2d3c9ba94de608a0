// activos/{id}/documentos: the documents an asset must carry (revisión técnica, SOAP…) on the
// documents screen every owner shares (@cordillera/portal/screens' DocumentosScreen): the next to
// expire first, each flagged; added with their file, downloaded, edited, replaced and deleted.
import {
  createDocumentoActivoSchema,
  type DocumentoActivoRow,
  TIPO_DOCUMENTO_ACTIVO_LABEL,
  TIPOS_DOCUMENTO_ACTIVO,
  updateDocumentoActivoSchema,
} from '@cordillera/contracts'
import { operacionesApi, operacionesQueries } from '@cordillera/data-client/operaciones'
import { href, routeByName } from '@cordillera/permissions'
import {
  DocumentosScreen,
  type DocumentosSetup,
  documentosOf,
  LinkButton,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'

const tipos = TIPOS_DOCUMENTO_ACTIVO.map((tipo) => ({
  value: tipo,
  label: TIPO_DOCUMENTO_ACTIVO_LABEL[tipo],
}))

const tipoText = (documento: DocumentoActivoRow) => TIPO_DOCUMENTO_ACTIVO_LABEL[documento.tipo]
const nameOf = (documento: DocumentoActivoRow) =>
  `${tipoText(documento)}${documento.numero ? ` ${documento.numero}` : ''}`

export default function ActivoDocumentos() {
  const { id = '' } = useParams()
  const api = useApi()
  const can = useCan()
  const queries = operacionesQueries(api)
  const canSeeActivo = can(routeByName('activos-detalle').key)
  // The header names the asset when the user may read it; the documents do not wait for it.
  const activo = useQuery({ ...queries.activos.detail(id), enabled: canSeeActivo })
  const documentos = useQuery(queries.documentosActivo.list(id))
  const setup: DocumentosSetup<
    DocumentoActivoRow,
    typeof createDocumentoActivoSchema,
    typeof updateDocumentoActivoSchema
  > = {
    tipos,
    nameOf,
    tipoText,
    createSchema: createDocumentoActivoSchema,
    updateSchema: updateDocumentoActivoSchema,
    entity: queries.documentosActivo,
    calls: documentosOf(operacionesApi(api).documentosActivo, id),
  }
  const codigo = activo.data?.codigo
  return (
    <DocumentosScreen
      query={documentos}
      thing="El activo"
      back={{ to: href('activos'), label: 'Volver a activos' }}
      title={codigo ? `Documentos de ${codigo}` : 'Documentos del activo'}
      caption="Documentos del activo"
      emptyDescription="Agrega la revisión técnica, el SOAP y los demás documentos que el activo debe portar."
      actions={
        canSeeActivo ? (
          <LinkButton variant="outline" to={href('activos-detalle', { id })}>
            Ver activo
          </LinkButton>
        ) : null
      }
      setup={setup}
    />
  )
}
