// The kit's popover: non-modal floating content anchored to a trigger (filters, pickers, the
// combobox's list). Escape and a click outside close it. Its Radix module (popover-parts.tsx, with
// the positioning it needs, ~20 KB gzip) is loaded when the trigger is first pointed at or focused,
// or when the popover opens, not with the screen (decision 053, on-demand.tsx). An anchor wrapping
// what is on screen (a date field's inputs) shows its children meanwhile; one that must never be
// drawn again while in use (the combobox's input) points at it with `virtualRef` instead.
import { deferredCompound } from './on-demand.tsx'

const popover = deferredCompound(
  () => import('./popover-parts.tsx'),
  { root: 'Popover', trigger: 'PopoverTrigger' },
  'dialog',
)

export const { Popover, PopoverTrigger, PopoverContent, PopoverPortal, PopoverBareContent } =
  popover.parts
export const PopoverAnchor = popover.part('PopoverAnchor', { closed: 'children' })
/** Starts fetching the popover's module (a combobox's input when focused or pointed at). */
export const preloadPopover = () => void popover.preload().catch(() => {})
