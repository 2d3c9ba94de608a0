// The kit's select: a button that opens a list of a few fixed options, with typeahead and arrow
// keys. For long or server-side lists use Combobox, which can be searched. Its Radix module
// (select-parts.tsx, ~8 KB gzip) is loaded when a select is first pointed at, focused or pressed,
// not with the screen (decision 053): until then the button is drawn here with the same look,
// role, state and chosen option's label, and pressing it opens the list as soon as it has arrived.
import { ChevronDown } from 'lucide-react'
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { cn } from '../lib/cn.ts'
import { onDemand, useOnDemand } from './on-demand.tsx'
import type * as Parts from './select-parts.tsx'

const parts = onDemand(() => import('./select-parts.tsx'))
const preload = () => void parts.load().catch(() => {})

/** The trigger's classes, shared by the drawn button and Radix's. */
export function selectTriggerClass(className?: string) {
  return cn(
    'flex w-full items-center justify-between gap-2 whitespace-nowrap rounded-md border border-input bg-transparent px-3 py-2 text-sm shadow-xs outline-none transition-[color,box-shadow]',
    'data-[size=default]:h-9 data-[size=sm]:h-8 data-[placeholder]:text-muted-foreground',
    'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50',
    'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
    '*:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4',
    className,
  )
}

type Loaded = typeof Parts
const LoadedParts = createContext<Loaded | undefined>(undefined)

/** What the drawn select knows before Radix's arrives: its value, the options' labels, how to open. */
type Drawn = {
  value: string
  disabled: boolean
  labels: ReadonlyMap<string, ReactNode>
  setLabel: (value: string, label: ReactNode) => void
  open: () => void
}
const DrawnSelect = createContext<Drawn | undefined>(undefined)
/** Inside the drawn SelectContent: items only say their label. */
const Collecting = createContext(false)

export function Select({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  value: valueProp,
  defaultValue,
  onValueChange,
  disabled = false,
  children,
  ...props
}: ComponentProps<typeof Parts.Select>) {
  const [openState, setOpenState] = useState(defaultOpen)
  const open = openProp ?? openState
  const [valueState, setValueState] = useState(defaultValue ?? '')
  const value = valueProp ?? valueState
  // The options' labels, as the closed list's items tell them; a new option draws the button again.
  const labels = useRef(new Map<string, ReactNode>())
  const [, relabel] = useState(0)
  const setLabel = useCallback((option: string, label: ReactNode) => {
    const known = labels.current.has(option)
    labels.current.set(option, label)
    if (!known) relabel((count) => count + 1)
  }, [])
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next)
    onOpenChange?.(next)
  }
  const loaded = useOnDemand(parts, open, () => setOpen(false))
  if (!loaded) {
    const drawn: Drawn = {
      value,
      disabled,
      labels: labels.current,
      setLabel,
      open: () => {
        if (!disabled) setOpen(true)
      },
    }
    return <DrawnSelect.Provider value={drawn}>{children}</DrawnSelect.Provider>
  }
  return (
    <LoadedParts.Provider value={loaded}>
      <loaded.Select
        {...props}
        open={open}
        onOpenChange={setOpen}
        value={value}
        onValueChange={(next) => {
          if (valueProp === undefined) setValueState(next)
          onValueChange?.(next)
        }}
        disabled={disabled}
      >
        {children}
      </loaded.Select>
    </LoadedParts.Provider>
  )
}

export function SelectTrigger(triggerProps: ComponentProps<typeof Parts.SelectTrigger>) {
  const loaded = useContext(LoadedParts)
  const drawn = useContext(DrawnSelect)
  if (loaded) return <loaded.SelectTrigger {...triggerProps} />
  const {
    className,
    size = 'default',
    children,
    onPointerDown,
    onKeyDown,
    onPointerEnter,
    onFocus,
    ...props
  } = triggerProps
  const disabled = drawn?.disabled || props.disabled
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      data-state="closed"
      data-slot="select-trigger"
      data-size={size}
      data-placeholder={drawn?.value ? undefined : ''}
      data-disabled={disabled ? '' : undefined}
      className={selectTriggerClass(className)}
      {...props}
      disabled={disabled}
      onPointerEnter={(event) => {
        onPointerEnter?.(event)
        preload()
      }}
      onFocus={(event) => {
        onFocus?.(event)
        preload()
      }}
      onPointerDown={(event) => {
        onPointerDown?.(event)
        // As Radix's: the main button of a mouse opens it (a touch opens on the click).
        if (event.button === 0 && !event.ctrlKey && event.pointerType === 'mouse') {
          event.preventDefault()
          drawn?.open()
        }
      }}
      onClick={(event) => {
        if (event.detail === 0 || (event.nativeEvent as PointerEvent).pointerType !== 'mouse') {
          drawn?.open()
        }
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event)
        if ([' ', 'Enter', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
          event.preventDefault()
          drawn?.open()
        }
      }}
    >
      {children}
      <ChevronDown aria-hidden="true" className="opacity-60" />
    </button>
  )
}

export function SelectValue(valueProps: ComponentProps<typeof Parts.SelectValue>) {
  const loaded = useContext(LoadedParts)
  const drawn = useContext(DrawnSelect)
  if (loaded) return <loaded.SelectValue {...valueProps} />
  const { placeholder, children, className } = valueProps
  const chosen = drawn?.value
  return (
    <span data-slot="select-value" className={className} style={{ pointerEvents: 'none' }}>
      {chosen ? (children ?? drawn?.labels.get(chosen)) : placeholder}
    </span>
  )
}

/** Closed, the list is not drawn: its items only tell the button their labels. */
export function SelectContent(contentProps: ComponentProps<typeof Parts.SelectContent>) {
  const loaded = useContext(LoadedParts)
  if (loaded) return <loaded.SelectContent {...contentProps} />
  return <Collecting.Provider value={true}>{contentProps.children}</Collecting.Provider>
}

export function SelectItem(itemProps: ComponentProps<typeof Parts.SelectItem>) {
  const { value, children } = itemProps
  const loaded = useContext(LoadedParts)
  const drawn = useContext(DrawnSelect)
  const collecting = useContext(Collecting)
  const setLabel = drawn?.setLabel
  useLayoutEffect(() => {
    if (!loaded && collecting) setLabel?.(value, children)
  }, [loaded, collecting, setLabel, value, children])
  return loaded ? <loaded.SelectItem {...itemProps} /> : null
}

export function SelectGroup(props: ComponentProps<typeof Parts.SelectGroup>) {
  const loaded = useContext(LoadedParts)
  return loaded ? <loaded.SelectGroup {...props} /> : props.children
}

export function SelectLabel(props: ComponentProps<typeof Parts.SelectLabel>) {
  const loaded = useContext(LoadedParts)
  return loaded ? <loaded.SelectLabel {...props} /> : null
}

export function SelectSeparator(props: ComponentProps<typeof Parts.SelectSeparator>) {
  const loaded = useContext(LoadedParts)
  return loaded ? <loaded.SelectSeparator {...props} /> : null
}
