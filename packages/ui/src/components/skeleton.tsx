// A grey pulsing block that stands in for content still loading. Decorative: the region that
// loads says "Cargando…" to assistive technology (aria-busy plus a status), not each block.
import { slottedWith } from '../lib/slotted.ts'

export const Skeleton = slottedWith(
  'div',
  'skeleton',
  { 'aria-hidden': true },
  'animate-pulse rounded-md bg-muted motion-reduce:animate-none',
)
