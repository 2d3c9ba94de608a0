// Light and dark themes. The choice (claro, oscuro or según el sistema, the default) is kept in
// localStorage and applied as a class on <html> (`light` or `dark`, which globals.css reads); with
// "sistema" there is no class and the stylesheet's media query follows the operating system, also
// when it changes while the page is open. `themeScript` runs in the document's <head> before the
// first paint, so a page set to dark never flashes white while the app loads.
import { Monitor, Moon, Sun } from 'lucide-react'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { THEME_STORAGE_KEY } from '../lib/theme-script.ts'
import { kit as kitText } from '../locale/es-cl/kit.ts'
import { Button } from './button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx'

export { THEME_STORAGE_KEY, themeScript } from '../lib/theme-script.ts'

export type Theme = 'light' | 'dark' | 'system'

const DARK_QUERY = '(prefers-color-scheme: dark)'

const isTheme = (value: unknown): value is Theme =>
  value === 'light' || value === 'dark' || value === 'system'

/** The stored choice; 'system' when there is none or storage is blocked (private mode). */
export function readTheme(storage: Pick<Storage, 'getItem'> | undefined = globalStorage()): Theme {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY)
    return isTheme(stored) ? stored : 'system'
  } catch {
    return 'system'
  }
}

/** What a choice looks like right now: 'system' becomes the operating system's setting. */
export function resolveTheme(theme: Theme, prefersDark: boolean): 'light' | 'dark' {
  return theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme
}

/** Puts the choice's class on <html>; 'system' leaves none, so the media query decides. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark')
  root.classList.toggle('light', theme === 'light')
}

function globalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

/** Whether the operating system asks for dark colours now. */
export function prefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches
}

// One store for every toggle on the page, so two toggles never disagree.
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The current choice and a setter that stores and applies it. */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'system' as Theme)

  const setTheme = useCallback((next: Theme) => {
    try {
      if (next === 'system') globalStorage()?.removeItem(THEME_STORAGE_KEY)
      else globalStorage()?.setItem(THEME_STORAGE_KEY, next)
    } catch {
      // Storage blocked: the choice still applies to this page.
    }
    applyTheme(next)
    for (const listener of listeners) listener()
  }, [])

  // Another tab changed the choice: follow it here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY && event.key !== null) return
      applyTheme(readTheme())
      for (const listener of listeners) listener()
    }
    addEventListener('storage', onStorage)
    return () => removeEventListener('storage', onStorage)
  }, [])

  return { theme, setTheme }
}

const { theme: text } = kitText

const options = [
  { value: 'light', label: text.light, icon: Sun },
  { value: 'dark', label: text.dark, icon: Moon },
  { value: 'system', label: text.system, icon: Monitor },
] as const

/** A button with a menu of the three choices; the button's name says the current one. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme()
  const current = options.find((option) => option.value === theme) ?? options[2]
  const CurrentIcon = current.icon
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={className}
          aria-label={`${text.change} (${current.label})`}
        >
          <CurrentIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{text.label}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={theme}
          onValueChange={(value) => {
            if (isTheme(value)) setTheme(value)
          }}
        >
          {options.map(({ value, label, icon: OptionIcon }) => (
            <DropdownMenuRadioItem key={value} value={value}>
              <OptionIcon aria-hidden="true" />
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
