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
  DropdownMenuRadioGroup,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuCheckboxItem,
  DropdownMenuRadioItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} = menu.parts
