import { slotted } from '../lib/slotted.ts'
import { deferredCompound } from './on-demand.tsx'

const menu = deferredCompound(
  () => import('./dropdown-menu-parts.tsx'),
  { root: 'DropdownMenu', trigger: 'DropdownMenuTrigger' },
  'menu',
)

/**
 * Non-modal by default: a modal menu hides the rest of the page with aria-hidden while it stays
 * focusable, which axe reports as a serious violation. The menu still closes on Escape, Tab and a
 * click outside, and keeps the arrow-key navigation.
 */
export const DropdownMenu = menu.Root
export const DropdownMenuTrigger = menu.Trigger
export const DropdownMenuGroup = menu.part('DropdownMenuGroup')
export const DropdownMenuSub = menu.part('DropdownMenuSub')
export const DropdownMenuRadioGroup = menu.part('DropdownMenuRadioGroup')
export const DropdownMenuContent = menu.part('DropdownMenuContent')
export const DropdownMenuItem = menu.part('DropdownMenuItem')
export const DropdownMenuCheckboxItem = menu.part('DropdownMenuCheckboxItem')
export const DropdownMenuRadioItem = menu.part('DropdownMenuRadioItem')
export const DropdownMenuLabel = menu.part('DropdownMenuLabel')
export const DropdownMenuSeparator = menu.part('DropdownMenuSeparator')
export const DropdownMenuSubTrigger = menu.part('DropdownMenuSubTrigger')
export const DropdownMenuSubContent = menu.part('DropdownMenuSubContent')

export const DropdownMenuShortcut = slotted(
  'span',
  'dropdown-menu-shortcut',
  'ml-auto text-xs tracking-widest text-muted-foreground',
)
