// Joins class names and lets the last Tailwind utility win (`px-2` then `px-4` → `px-4`), so a
// component's defaults can be overridden from the `className` prop without `!important`.
import { type ClassValue, clsx } from 'clsx'
import { twMerge } from 'tailwind-merge'

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
