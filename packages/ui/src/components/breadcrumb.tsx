// The kit's breadcrumbs: where the page sits (Inicio › Obras › Obra 12), each level a link but the
// last, which is the current page (aria-current="page"). The kit knows no router: the parts take
// `asChild` for a router link, and `Breadcrumbs` takes the portal's `renderLink`.
import { ChevronRight, Ellipsis } from 'lucide-react'
import { Slot } from 'radix-ui'
import { type ComponentProps, Fragment, type ReactNode } from 'react'
import { cn } from '../lib/cn.ts'
import { slotted, slottedWith } from '../lib/slotted.ts'
import { kit as kitText } from '../locale/es-cl/kit.ts'

export function Breadcrumb({ 'aria-label': label, ...props }: ComponentProps<'nav'>) {
  return <nav aria-label={label ?? kitText.breadcrumb.label} data-slot="breadcrumb" {...props} />
}

export const BreadcrumbList = slotted(
  'ol',
  'breadcrumb-list',
  'flex flex-wrap items-center gap-1.5 break-words text-sm text-muted-foreground sm:gap-2.5',
)

export const BreadcrumbItem = slotted('li', 'breadcrumb-item', 'inline-flex items-center gap-1.5')

export function BreadcrumbLink({
  asChild,
  className,
  ...props
}: ComponentProps<'a'> & { asChild?: boolean }) {
  const Component = asChild ? Slot.Root : 'a'
  return (
    <Component
      data-slot="breadcrumb-link"
      className={cn(
        'rounded-sm underline-offset-4 transition-colors hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
        className,
      )}
      {...props}
    />
  )
}

export const BreadcrumbPage = slottedWith(
  'span',
  'breadcrumb-page',
  { 'aria-current': 'page' },
  'font-normal text-foreground',
)

export const BreadcrumbSeparator = slottedWith(
  'li',
  'breadcrumb-separator',
  { role: 'presentation', 'aria-hidden': true, children: <ChevronRight /> },
  '[&>svg]:size-3.5',
)

export const BreadcrumbEllipsis = slottedWith(
  'span',
  'breadcrumb-ellipsis',
  {
    children: (
      <>
        <Ellipsis aria-hidden="true" className="size-4" />
        <span className="sr-only">{kitText.breadcrumb.more}</span>
      </>
    ),
  },
  'flex size-9 items-center justify-center',
)

export type Crumb = { label: string; href?: string | undefined }

export type BreadcrumbLinkRenderer = (props: {
  to: string
  className?: string
  children: ReactNode
}) => ReactNode

/**
 * A whole trail from a list: every crumb with `href` is a link (through `renderLink` when given,
 * for client-side navigation), the last one is the current page.
 */
export function Breadcrumbs({
  items,
  renderLink,
  label,
  className,
}: {
  items: readonly Crumb[]
  renderLink?: BreadcrumbLinkRenderer | undefined
  /** The trail's name; "Ruta de navegación" by default (one per page keeps it unique). */
  label?: string
  className?: string
}) {
  return (
    <Breadcrumb aria-label={label} className={className}>
      <BreadcrumbList>
        {items.map((crumb, index) => {
          const last = index === items.length - 1
          return (
            <Fragment key={`${crumb.label}-${crumb.href ?? index}`}>
              <BreadcrumbItem>
                {last || !crumb.href ? (
                  <BreadcrumbPage aria-current={last ? 'page' : undefined}>
                    {crumb.label}
                  </BreadcrumbPage>
                ) : renderLink ? (
                  <BreadcrumbLink asChild>
                    {renderLink({ to: crumb.href, children: crumb.label })}
                  </BreadcrumbLink>
                ) : (
                  <BreadcrumbLink href={crumb.href}>{crumb.label}</BreadcrumbLink>
                )}
              </BreadcrumbItem>
              {last ? null : <BreadcrumbSeparator />}
            </Fragment>
          )
        })}
      </BreadcrumbList>
    </Breadcrumb>
  )
}
