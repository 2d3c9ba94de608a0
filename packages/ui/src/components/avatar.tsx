// The kit's avatar (Radix): a person's picture, or their initials while it loads or when there is
// none. Initials follow Chilean names: "Juan Carlos Pizarro Soto" → "JP" (first name and
// apellido paterno), "Catalina Fuentes Muñoz" → "CF", "Administración Cordillera" → "AC".
import { Avatar as AvatarPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn.ts'

/** Two initials: the first word, and the apellido paterno (second to last of three or more words). */
export function initialsOf(nombre: string): string {
  const words = nombre.trim().split(/\s+/).filter(Boolean)
  const first = words[0]
  if (!first) return '?'
  const second = words.length >= 3 ? words[words.length - 2] : words[1]
  return `${first.charAt(0)}${second?.charAt(0) ?? ''}`.toLocaleUpperCase('es-CL')
}

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-12 text-base' } as const

export type AvatarProps = Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'children'> & {
  /** The person's full name: the image's alt text and the source of the initials. */
  nombre: string
  src?: string | undefined
  size?: keyof typeof sizes
}

export function Avatar({ nombre, src, size = 'md', className, ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn(
        'relative flex shrink-0 overflow-hidden rounded-full select-none',
        sizes[size],
        className,
      )}
      {...props}
    >
      {src ? (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          src={src}
          alt={nombre}
          className="aspect-square size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        className="flex size-full items-center justify-center rounded-full bg-muted font-medium text-foreground"
      >
        {/* The initials stand for the name: read the name, not the letters. */}
        <span aria-hidden="true">{initialsOf(nombre)}</span>
        <span className="sr-only">{nombre}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  )
}
