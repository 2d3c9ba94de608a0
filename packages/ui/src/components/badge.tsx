// The kit's badge: a short label with a status tone. `EstadoBadge` shows a business record's estado
// (docs/domain.md) with its Spanish label and the tone that says what it means at a glance: neutral for
// drafts and closed records, info while someone is working on it, success when it went through,
// warning when it waits on someone or needs attention, danger when it was rejected or retired.
// The label is always written, so colour is never the only signal.
import { cva, type VariantProps } from 'class-variance-authority'
import { Slot } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn.ts'
import type { Estado } from '../locale/es-cl/kit.ts'
import { kit as kitText } from '../locale/es-cl/kit.ts'

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden whitespace-nowrap rounded-md border px-2 py-0.5 text-xs font-medium [&>svg]:pointer-events-none [&>svg]:size-3',
  {
    variants: {
      variant: {
        neutral: 'border-transparent bg-neutral-soft text-neutral-soft-foreground',
        info: 'border-transparent bg-info-soft text-info-soft-foreground',
        success: 'border-transparent bg-success-soft text-success-soft-foreground',
        warning: 'border-transparent bg-warning-soft text-warning-soft-foreground',
        danger: 'border-transparent bg-danger-soft text-danger-soft-foreground',
        outline: 'text-foreground',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
)

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>

export type BadgeProps = ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & { asChild?: boolean }

export function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Component = asChild ? Slot.Root : 'span'
  return (
    <Component
      data-slot="badge"
      data-variant={variant ?? 'neutral'}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  )
}

/** The tone of each estado. */
export const estadoTones: Readonly<Record<Estado, Exclude<BadgeVariant, 'outline'>>> = {
  borrador: 'neutral',
  enviada: 'info',
  aceptada: 'success',
  rechazada: 'danger',
  contratada: 'success',
  pendiente: 'warning',
  aprobada: 'success',
  'en-logistica': 'info',
  completada: 'success',
  vigente: 'success',
  terminado: 'neutral',
  'revision-comercial-1': 'info',
  'revision-obra': 'info',
  'observado-obra': 'warning',
  'revision-comercial-2': 'info',
  'aprobado-obra': 'success',
  emitido: 'info',
  aceptado: 'success',
  'en-ajuste': 'warning',
  disponible: 'success',
  reservado: 'info',
  'en-obra': 'info',
  'en-traslado': 'info',
  'en-taller': 'warning',
  'de-baja': 'danger',
  firmado: 'info',
  validado: 'success',
  'en-observacion': 'warning',
  abierto: 'warning',
  'en-progreso': 'info',
  'en-revision': 'info',
  resuelto: 'success',
  cerrado: 'neutral',
}

const isEstado = (estado: string): estado is Estado => Object.hasOwn(estadoTones, estado)

/** The badge tone of an estado; one the kit does not know yet is neutral. */
export function estadoVariant(estado: string): Exclude<BadgeVariant, 'outline'> {
  return isEstado(estado) ? estadoTones[estado] : 'neutral'
}

/** The Spanish label of an estado; an unknown one is shown as written, dashes as spaces. */
export function estadoLabel(estado: string): string {
  return isEstado(estado) ? kitText.estados[estado] : estado.replaceAll('-', ' ')
}

export type EstadoBadgeProps = Omit<BadgeProps, 'variant' | 'children'> & { estado: string }

export function EstadoBadge({ estado, ...props }: EstadoBadgeProps) {
  return (
    <Badge variant={estadoVariant(estado)} data-estado={estado} {...props}>
      {estadoLabel(estado)}
    </Badge>
  )
}
