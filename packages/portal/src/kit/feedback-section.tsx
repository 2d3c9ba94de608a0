// The kit page's status and messages: badge tones, the badge of every estado of the domain,
// alerts, notifications and the two application-update notices.
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { Badge, EstadoBadge } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import { notify } from '@cordillera/ui/components/toaster'
import { updateNotices } from '@cordillera/ui/components/update-notices'
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react'
import { KitExample, KitSection } from './kit-section.tsx'

/** Every entity's estados, in the order they happen (docs/domain.md). */
const estadosPorEntidad: [string, string[]][] = [
  ['Cotización', ['borrador', 'enviada', 'aceptada', 'rechazada', 'contratada']],
  ['Solicitud', ['pendiente', 'aprobada', 'rechazada', 'en-logistica', 'completada']],
  ['Contrato', ['vigente', 'terminado']],
  [
    'EDP',
    [
      'revision-comercial-1',
      'revision-obra',
      'observado-obra',
      'revision-comercial-2',
      'aprobado-obra',
    ],
  ],
  ['EDP externo', ['borrador', 'emitido', 'aceptado', 'en-ajuste']],
  ['Activo', ['disponible', 'reservado', 'en-obra', 'en-traslado', 'en-taller', 'de-baja']],
  ['Report', ['borrador', 'firmado', 'validado', 'en-observacion']],
  ['Ticket', ['abierto', 'en-progreso', 'resuelto', 'cerrado']],
  ['Incidente', ['abierto', 'en-revision', 'cerrado']],
  ['Solicitud de ajuste', ['pendiente', 'aceptada', 'rechazada']],
]

export function FeedbackSection() {
  return (
    <KitSection
      id="estados"
      title="Estados, alertas y notificaciones"
      description="El color acompaña al texto, nunca lo reemplaza: neutral (borrador, cerrado), info (en curso), éxito, advertencia (espera a alguien o requiere atención) y peligro (rechazado, de baja)."
    >
      <KitExample title="Tonos de badge">
        <Badge variant="neutral">Neutral</Badge>
        <Badge variant="info">Info</Badge>
        <Badge variant="success">Éxito</Badge>
        <Badge variant="warning">Advertencia</Badge>
        <Badge variant="danger">Peligro</Badge>
        <Badge variant="outline">Contorno</Badge>
      </KitExample>
      <div className="grid gap-3">
        <h3 className="text-sm font-medium text-muted-foreground">Estados por entidad</h3>
        <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
          {estadosPorEntidad.map(([entidad, estados]) => (
            <div key={entidad} className="contents">
              <dt className="text-sm font-medium">{entidad}</dt>
              <dd className="mb-2 flex flex-wrap gap-2 sm:mb-0">
                {estados.map((estado) => (
                  <EstadoBadge key={estado} estado={estado} />
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <Alert role="note">
          <Info aria-hidden="true" />
          <AlertTitle>Por defecto</AlertTitle>
          <AlertDescription>Un mensaje neutro dentro de la página.</AlertDescription>
        </Alert>
        <Alert role="note" variant="info">
          <Info aria-hidden="true" />
          <AlertTitle>Información</AlertTitle>
          <AlertDescription>
            El EDP se calcula con los reports firmados del periodo.
          </AlertDescription>
        </Alert>
        <Alert role="note" variant="success">
          <CircleCheck aria-hidden="true" />
          <AlertTitle>Listo</AlertTitle>
          <AlertDescription>La obra aprobó el EDP 2026-031.</AlertDescription>
        </Alert>
        <Alert role="note" variant="warning">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Atención</AlertTitle>
          <AlertDescription>La revisión técnica del EX-012 vence en 10 días.</AlertDescription>
        </Alert>
        <Alert role="note" variant="destructive" className="md:col-span-2">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>Error</AlertTitle>
          <AlertDescription>
            No se pudo guardar: otra persona cambió el contrato. Recarga y vuelve a intentar.
          </AlertDescription>
        </Alert>
      </div>
      <KitExample title="Notificaciones (5 s) y avisos de actualización (sin plazo)">
        <Button variant="outline" onClick={() => notify.success('Obra guardada.')}>
          Éxito
        </Button>
        <Button variant="outline" onClick={() => notify.info('Hay 3 EDP esperando tu revisión.')}>
          Información
        </Button>
        <Button variant="outline" onClick={() => notify.error('No se pudo exportar el archivo.')}>
          Error
        </Button>
        <Button variant="outline" onClick={() => updateNotices.downloading()}>
          Aviso: descargando versión
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            updateNotices.ready(() => {
              updateNotices.dismiss()
              notify.info('En el portal, Recargar activa la nueva versión y recarga la página.')
            })
          }
        >
          Aviso: nueva versión lista
        </Button>
      </KitExample>
    </KitSection>
  )
}
