// The columns of the issued documents' list (documentos-tributarios) and of its export.
import {
  creadoColumn,
  defineColumns,
  fechaColumn,
  labelColumn,
  montosColumns,
  rutText,
  selectFilter,
} from '../common/columns.ts'
import { TIPO_DTE_LABEL, TIPOS_DTE } from './certificado.ts'
import {
  type DocumentoTributarioRow,
  ESTADO_ENVIO_DTE_LABEL,
  type ListDocumentosTributariosQuery,
} from './documento.ts'

const TIPOS_FILTRO = TIPOS_DTE.map((tipo) => String(tipo) as `${typeof tipo}`)

export const documentoTributarioColumns = defineColumns<
  DocumentoTributarioRow,
  ListDocumentosTributariosQuery
>()([
  {
    id: 'tipoDte',
    header: 'Documento',
    value: (row) => TIPO_DTE_LABEL[row.tipoDte as keyof typeof TIPO_DTE_LABEL] ?? null,
    filter: selectFilter(TIPOS_FILTRO, (tipo) => TIPO_DTE_LABEL[Number(tipo) as 33 | 52]),
  },
  {
    id: 'folio',
    header: 'Folio',
    value: (row) => row.folio,
    sortable: true,
    hideable: false,
    align: 'end',
    filter: { type: 'text', placeholder: 'N° de folio' },
  },
  fechaColumn('fechaEmision', 'Emisión'),
  { id: 'rutReceptor', header: 'RUT receptor', value: (row) => rutText(row.rutReceptor) },
  {
    id: 'razonSocialReceptor',
    header: 'Receptor',
    value: (row) => row.razonSocialReceptor,
    sortable: true,
  },
  ...montosColumns<DocumentoTributarioRow>(),
  labelColumn('estadoEnvio', 'Estado de envío', ESTADO_ENVIO_DTE_LABEL),
  { id: 'edp', header: 'EDP', value: (row) => row.edp?.folio ?? null },
  { id: 'activo', header: 'Activo', value: (row) => row.movimiento?.activo.codigo ?? null },
  creadoColumn('Registrado'),
])
