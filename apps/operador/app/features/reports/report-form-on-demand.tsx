// The report's form on demand (decision 059): the forms' library (react-hook-form, the zod
// resolver, zod's Spanish messages), the date picker and the form's fields are not in `crear`'s
// and `editar`'s first load. The screen starts fetching them as it mounts, while the phone's
// store opens and the assignments load; until both are there the form's place shows the same
// stand-in as while the assignments load.
import { type ComponentProps, lazy, Suspense, useEffect } from 'react'
import { Cargando } from './report-parts.tsx'

type ReportFormModule = typeof import('./report-form.tsx')

let loading: Promise<ReportFormModule> | undefined

/** Fetches the form's code once (again after a failed fetch, so a retry can work). */
export function loadReportForm(): Promise<ReportFormModule> {
  loading ??= import('./report-form.tsx').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

const LazyReportForm = lazy(async () => ({ default: (await loadReportForm()).ReportForm }))

/** Starts fetching the form's code when the screen mounts, not when its data has arrived. */
export function usePreloadReportForm() {
  useEffect(() => {
    loadReportForm().catch(() => {
      // Reported where the form renders: its fetch is tried again there, and a second failure
      // reaches the route's error page.
    })
  }, [])
}

/** The stand-in while the form's data or code loads (the same blocks as `OpcionesView`'s). */
export function FormLoading() {
  return <Cargando className="grid gap-4" blocks={['h-11 w-full', 'h-11 w-full', 'h-40 w-full']} />
}

export function ReportForm(props: ComponentProps<ReportFormModule['ReportForm']>) {
  return (
    <Suspense fallback={<FormLoading />}>
      <LazyReportForm {...props} />
    </Suspense>
  )
}
