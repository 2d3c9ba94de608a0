// @cordillera/portal/screens: the pieces every feature screen is built from (docs/modules.md,
// "Screens"): the API client and permission check, a list's data, the states of a detail, and
// how an API refusal is shown.
export { apiErrorMessage, showApiError, submitting } from './api-error.ts'
export { type ApiListQuery, apiListQuery, unpagedQuery } from './list-query.ts'
export { QueryView, type QueryViewProps } from './query-view.tsx'
export { type ListScreenOptions, useListScreen } from './use-list-screen.ts'
export { useApi, useCan } from './use-portal-api.ts'
