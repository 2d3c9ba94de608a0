// @cordillera/portal/screens: the pieces every feature screen of any portal is built from
// (docs/modules.md, "Screens"): the API client and permission check, a list's data and its
// related-record notice, the states of a detail, how an API refusal is shown, the delete flow,
// the end of a form, a detail's card of related rows, and small parts (link buttons, badges, the
// region and comuna fields), and the documents screen every owner's documents share.
export { apiErrorMessage, showApiError, submitting } from './api-error.ts'
export { dateFilter } from './card-list-date-filter.tsx'
export { estadoFilter } from './card-list-filters.tsx'
export {
  CARDS_PER_PAGE,
  type CardListFilter,
  type CardListPaging,
  CardListScreen,
  type CardListScreenProps,
} from './card-list-screen.tsx'
export { ChoiceField } from './choice-field.tsx'
export { filtersByColumn, withSelectFilters } from './column-filters.ts'
export { ComboboxField, type PickerFieldProps } from './combobox-field.tsx'
export { CommentAction, type CommentActionProps } from './comment-action.tsx'
export { ComunaFields, comunaLabel } from './comuna-fields.tsx'
export { ConfirmAction } from './confirm-action.tsx'
export { ConflictAlert, useVersionConflict } from './conflict-alert.tsx'
export { contratoObraFilters } from './contrato-obra-filters.ts'
export {
  type DashboardFigure,
  DashboardFigures,
  DashboardScreen,
  type DashboardScreenProps,
  dashboardRoute,
  type PeriodoDado,
  ultimosDias,
  useDashboardParams,
} from './dashboard-screen.tsx'
export { DateField, type DateFieldProps, DateRangeFields } from './date-fields.tsx'
export {
  type DetailAction,
  type DetailDelete,
  type DetailEntity,
  DetailScreen,
  type DetailScreenProps,
  mailLink,
  phoneLink,
} from './detail-screen.tsx'
export { ArchivoField, type UploadArchivo } from './documentos/archivo-field.tsx'
export {
  type DocumentosSetup,
  documentosOf,
  type OwnerDocumentosCalls,
} from './documentos/documento-dialogs.tsx'
export type { DocumentoRowBase } from './documentos/documento-row.ts'
export { DocumentosCard } from './documentos/documentos-card.tsx'
export { DocumentosScreen, type DocumentosScreenProps } from './documentos/documentos-screen.tsx'
export { entityDocumentos, type OwnerDocumentos } from './documentos/entity-documentos.tsx'
export { VencimientoBadge, vencimientoTone } from './documentos/vencimiento-badge.tsx'
export {
  type DteArchivos,
  DteBotones,
  type DteDescargas,
  type DteFormato,
  dteRowActions,
  useDteDescargas,
} from './dte-descargas.tsx'
export { entityDetail } from './entity-detail.tsx'
export { entityCreate, entityEdit } from './entity-form-screens.tsx'
export { entityList, useEntityListProps } from './entity-list.tsx'
export {
  type AnyEntityScreens,
  type EntitySectionProps,
  entityScreens,
  entityScreensOf,
  type Noun,
} from './entity-screens.ts'
export { estadoItem } from './estado-item.tsx'
export { FieldsCard } from './fields-card.tsx'
export { type Columna, Tabla, TableFrame } from './figures-table.tsx'
export { FiltroBuscado, filtrar, type TablaFiltrable } from './filtro-buscado.tsx'
export {
  DialogHeading,
  FormDialog,
  type OpenDialogProps,
  ProblemaAlert,
  RefusalFormDialog,
  type RefusalFormProps,
} from './form-dialog.tsx'
export {
  CreateScreen,
  type CreateScreenProps,
  EditScreen,
  type EditScreenProps,
  EntityForm,
  type EntityFormProps,
  type FormSave,
  isStaleVersion,
  type PageFormProps,
} from './form-screen.tsx'
export { HistoryCard, HistoryRow } from './history-card.tsx'
export { IncidenteScreen, type IncidenteScreenProps } from './incidente-screen.tsx'
export { ItemsCard } from './items-card.tsx'
export { listFilterQuery } from './list-filter-query.ts'
export { type ApiListQuery, apiListQuery, unpagedQuery } from './list-query.ts'
export {
  type ListCreate,
  type ListData,
  type ListDelete,
  type ListExport,
  type ListRowActions,
  ListScreen,
  type ListScreenProps,
  ListTable,
  type ListTableProps,
} from './list-screen.tsx'
export {
  ListCard,
  ListCards,
  ListCardsFilter,
  type ListCardsProps,
  newestFirst,
  PagedListCards,
  pageParam,
} from './list-screen-cards.tsx'
export {
  FechaHoraField,
  GuiaField,
  useMovimientoDefaults,
  useMovimientoRefusal,
} from './movimiento-fields.tsx'
export { NamedGroupForm, type NamedGroupFormProps, namedGroupForm } from './named-group-form.tsx'
export { NumberTextField } from './number-text-field.tsx'
export { openLink } from './open-link.ts'
export { PeriodoPicker } from './periodo-picker.tsx'
export { QueryView, type QueryViewProps } from './query-view.tsx'
export { type RelatedFilter, RelatedFilterNotice } from './related-filter-notice.tsx'
export {
  ActivoCodigo,
  linkColumn,
  type RelatedColumn,
  RelatedRowsCard,
  type RelatedRowsCardProps,
  RowLink,
} from './related-rows-card.tsx'
// The daily report's form logic (decision 047): values, rules, bodies, the hook and number fields.
export * from './report/index.ts'
export { RouteLinkButton, type RouteLinkButtonProps } from './route-link-button.tsx'
export {
  type RowTarget,
  type StandardRowActions,
  standardRowActions,
} from './row-actions.ts'
export {
  ActivoBadge,
  FormActions,
  LinkButton,
  ListError,
  TrackingNote,
  useDeleteConfirm,
} from './screen-parts.tsx'
export {
  activoCell,
  exportWith,
  linkCell,
  linkClass,
  nowrapCell,
  tableColumns,
} from './table-columns.tsx'
export { ScreenLoading, urlStates } from './url-states.tsx'
export { useFileDownload } from './use-file-download.ts'
export { type ListQueries, type ListScreenOptions, useListScreen } from './use-list-screen.ts'
export { useApi, useCan } from './use-portal-api.ts'
