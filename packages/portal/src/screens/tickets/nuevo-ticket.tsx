// tickets/agregar, "Nuevo ticket", in every portal: its header at once, and its form (asunto,
// descripción, categoría, prioridad and attachments) with the forms' library (react-hook-form, the
// zod resolver and its Spanish messages) on demand, out of the route's first load (decision 059).
import { PageHeader } from '@cordillera/ui/components/page-header'
import { lazy, Suspense } from 'react'
import { FormLoading } from './form-loading.tsx'

const NuevoTicketForm = lazy(() => import('./nuevo-ticket-form.tsx'))

export default function NuevoTicket() {
  return (
    <div className="grid gap-5">
      <PageHeader
        title="Nuevo ticket"
        description="Cuéntenos qué necesita o qué falla: Soporte le responde en Mis tickets."
      />
      <Suspense fallback={<FormLoading />}>
        <NuevoTicketForm />
      </Suspense>
    </div>
  )
}
