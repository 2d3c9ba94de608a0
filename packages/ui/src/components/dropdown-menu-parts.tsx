// The kit's dropdown menu (Radix), the module dropdown-menu.tsx loads when a menu is first
// pointed at or opened: a menu of actions opened by a button (the user menu, a row's actions).
// Arrow keys move, typeahead jumps, Escape closes and focus returns to the button.
import { Check, Circle } from 'lucide-react'
import { DropdownMenu as MenuPrimitive } from 'radix-ui'
import type { ComponentProps, ElementType, ReactNode } from 'react'
import { cn } from '../lib/cn.ts'
import { slotted, slottedInPortal } from '../lib/slotted.ts'

/**
 * Non-modal by default: a modal menu hides the rest of the page with aria-hidden while it stays
 * focusable, which axe reports as a serious violation. The menu still closes on Escape, Tab and a
 * click outside, and keeps the arrow-key navigation.
 */
export function DropdownMenu({
  modal = false,
  ...props
}: ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root modal={modal} {...props} />
}

export const DropdownMenuTrigger = MenuPrimitive.Trigger
export const DropdownMenuRadioGroup = MenuPrimitive.RadioGroup

const itemClass =
  'relative flex cursor-default items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4'

export const DropdownMenuContent = slottedInPortal(
  MenuPrimitive.Portal,
  MenuPrimitive.Content,
  'dropdown-menu-content',
  { sideOffset: 4 },
  'z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-44 origin-(--radix-dropdown-menu-content-transform-origin) overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md',
)

export function DropdownMenuItem({
  className,
  variant = 'default',
  inset,
  ...props
}: ComponentProps<typeof MenuPrimitive.Item> & {
  /** `destructive` for actions that delete or cannot be undone. */
  variant?: 'default' | 'destructive'
  inset?: boolean
}) {
  return (
    <MenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant}
      className={cn(
        itemClass,
        'cursor-pointer',
        variant === 'destructive' &&
          'text-destructive data-[highlighted]:bg-danger-soft data-[highlighted]:text-danger-soft-foreground',
        inset && 'pl-8',
        className,
      )}
      {...props}
    />
  )
}

/**
 * A checkbox's or a radio's item: the kit's item with room on its left for `indicator`, drawn
 * when it is chosen.
 */
function indicatorItem<const T extends ElementType>(item: T, slot: string, indicator: ReactNode) {
  const Item = slotted(item, slot, itemClass, 'pl-8')
  return function IndicatorItem({ children, ...props }: ComponentProps<T>) {
    return (
      <Item {...(props as ComponentProps<T>)}>
        <span className="absolute left-2 flex size-3.5 items-center justify-center">
          <MenuPrimitive.ItemIndicator>{indicator}</MenuPrimitive.ItemIndicator>
        </span>
        {children}
      </Item>
    )
  }
}

export const DropdownMenuCheckboxItem = indicatorItem(
  MenuPrimitive.CheckboxItem,
  'dropdown-menu-checkbox-item',
  <Check aria-hidden="true" className="size-4" />,
)

export const DropdownMenuRadioItem = indicatorItem(
  MenuPrimitive.RadioItem,
  'dropdown-menu-radio-item',
  <Circle aria-hidden="true" className="size-2 fill-current" />,
)

export function DropdownMenuLabel({
  className,
  inset,
  ...props
}: ComponentProps<typeof MenuPrimitive.Label> & { inset?: boolean }) {
  return (
    <MenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn('px-2 py-1.5 text-sm font-medium', inset && 'pl-8', className)}
      {...props}
    />
  )
}

export const DropdownMenuSeparator = slotted(
  MenuPrimitive.Separator,
  'dropdown-menu-separator',
  '-mx-1 my-1 h-px bg-border',
)
