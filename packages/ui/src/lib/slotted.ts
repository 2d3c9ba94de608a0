// A kit part that is one element with the kit's look and nothing else: an HTML tag or a Radix part
// drawn with its `data-slot` (what the kit's styles and tests find it by) and its classes, the
// caller's `className` merged after them (cn: the last Tailwind utility wins) and every other prop,
// `ref` included, passed through. `slotted(TabsPrimitive.List, 'tabs-list', 'inline-flex …')` is
// what the wrappers wrote by hand as `function TabsList({ className, ...props })`.
import { type ComponentProps, createElement, type ElementType, type ReactElement } from 'react'
import { cn } from './cn.ts'

export function slotted<const T extends ElementType>(
  element: T,
  slot: string,
  ...classes: string[]
): (props: ComponentProps<T>) => ReactElement {
  return slottedWith(element, slot, {}, ...classes)
}

/**
 * `slotted`'s part with `defaults` that the caller's props override: a fixed attribute (a
 * skeleton's `aria-hidden`, the current crumb's `aria-current`), its own content (a checkbox's
 * check mark, a switch's thumb), a Radix option (a tooltip's side offset).
 */
export function slottedWith<const T extends ElementType>(
  element: T,
  slot: string,
  defaults: Partial<ComponentProps<T>>,
  ...classes: string[]
): (props: ComponentProps<T>) => ReactElement {
  function Slotted(props: ComponentProps<T>) {
    const { className, ...rest } = props as { className?: string }
    return createElement(element, {
      'data-slot': slot,
      ...defaults,
      className: cn(...classes, className),
      ...rest,
    })
  }
  Slotted.displayName = slot
  return Slotted
}

/**
 * A floating part (a menu's, a popover's list) drawn in its portal: `slottedWith`'s element inside
 * `portal`, with `defaults` (its side offset, its alignment) that the caller's props override.
 */
export function slottedInPortal<const T extends ElementType>(
  portal: ElementType,
  element: T,
  slot: string,
  defaults: Partial<ComponentProps<T>>,
  ...classes: string[]
): (props: ComponentProps<T>) => ReactElement {
  const Part = slottedWith(element, slot, defaults, ...classes)
  function InPortal(props: ComponentProps<T>) {
    return createElement(portal, null, createElement(Part, props))
  }
  InPortal.displayName = slot
  return InPortal
}
