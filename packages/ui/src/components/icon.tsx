// Icons at the size presets of docs/portals.md, constants (xs 18, sm 24, md 32, lg 38, xl 46 px, from the
// locale's `iconSizes`). Decorative by default (hidden from screen readers); give `label` when
// the icon alone carries meaning.
import type { LucideIcon, LucideProps } from 'lucide-react'
import { esCl } from '../locale/es-cl.ts'

export const iconSizes = esCl.iconSizes

export type IconSize = keyof typeof iconSizes

/** The pixel size of a preset. */
export const iconSize = (size: IconSize): number => iconSizes[size]

export type IconProps = Omit<LucideProps, 'size' | 'ref'> & {
  icon: LucideIcon
  size?: IconSize
  /** What the icon means when nothing else says it; without it the icon is decorative. */
  label?: string
}

export function Icon({ icon: Glyph, size = 'sm', label, ...props }: IconProps) {
  const px = iconSizes[size]
  return (
    <Glyph
      data-slot="icon"
      data-size={size}
      width={px}
      height={px}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...props}
    />
  )
}
