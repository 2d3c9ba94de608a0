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
export const {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuGroup,
  DropdownMenuSub,
  DropdownMenuRadioGroup,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuCheckboxItem,
  DropdownMenuRadioItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSubTrigger,
  DropdownMenuSubContent,
} = menu.parts

export const DropdownMenuShortcut = slotted(
  'span',
  'dropdown-menu-shortcut',
  'ml-auto text-xs tracking-widest text-muted-foreground',
)
