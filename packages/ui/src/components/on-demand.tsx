// What a screen shows only after a press — a menu, a dialog, a drawer — is loaded on demand, not
// with the screen (decision 053). `deferredCompound` turns a Radix compound (Root, Trigger,
// Content, Item…) kept in its own module into parts with the same names and props whose module is
// fetched when the trigger is first pointed at or focused, and used once the compound first opens:
// - until then the root renders its children, the trigger renders its button (with the same
//   `aria-haspopup` and `aria-expanded="false"` as Radix's), and every other part renders nothing,
//   as a closed Radix compound does;
// - pressing the trigger, or an `open` prop turning true, opens it: the module's own parts replace
//   the stand-ins, open; from then on that compound is the Radix one (focus returns to its trigger
//   when it closes, as always).
// A module that cannot be fetched (offline before the service worker holds it) leaves the compound
// closed; the next press tries again.
import { Slot } from 'radix-ui'
import {
  type ComponentProps,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react'

/** A module fetched once, on the first `load()`; `loaded()` has it once it has arrived. */
export type OnDemand<M> = { load: () => Promise<M>; loaded: () => M | undefined }

const inFlight = new Set<Promise<unknown>>()

/** Resolves once no on-demand module is being fetched (a screen test's `settle` waits for it). */
export async function onDemandSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight])
}

export function onDemand<M>(load: () => Promise<M>): OnDemand<M> {
  let pending: Promise<M> | undefined
  let module: M | undefined
  return {
    load: () => {
      if (pending) return pending
      const fetching = load().then(
        (loaded) => {
          module = loaded
          return loaded
        },
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )
      pending = fetching
      inFlight.add(fetching)
      void fetching.then(
        () => inFlight.delete(fetching),
        () => inFlight.delete(fetching),
      )
      return fetching
    },
    loaded: () => module,
  }
}

/**
 * The module once `wanted` has been true for this component and it has arrived, else undefined;
 * the component renders again when it arrives, and `onFailed` runs if it cannot be fetched.
 */
export function useOnDemand<M>(
  part: OnDemand<M>,
  wanted: boolean,
  onFailed?: () => void,
): M | undefined {
  // 'used' once wanted (it stays, so a closed menu keeps Radix's parts); 'failed' until no longer
  // wanted, so a fetch that failed is tried again on the next press, not in a loop.
  const [state, setState] = useState<'idle' | 'used' | 'failed'>(wanted ? 'used' : 'idle')
  if (wanted && state === 'idle') setState('used')
  if (!wanted && state === 'failed') setState('idle')
  const [, setArrived] = useState<M>()
  const loaded = part.loaded()
  const failed = useRef(onFailed)
  failed.current = onFailed
  useEffect(() => {
    if (state !== 'used' || loaded) return
    let current = true
    part.load().then(
      (module) => current && setArrived(() => module),
      () => {
        if (!current) return
        setState('failed')
        failed.current?.()
      },
    )
    return () => {
      current = false
    }
  }, [part, state, loaded])
  return state === 'used' ? loaded : undefined
}

// biome-ignore lint/suspicious/noExplicitAny: a compound's parts take any props; each part is typed where it is exported.
type Parts = Record<string, ComponentType<any>>

type RootProps = {
  open?: boolean | undefined
  defaultOpen?: boolean | undefined
  onOpenChange?: ((open: boolean) => void) | undefined
  children?: ReactNode
}

type TriggerProps = ComponentProps<'button'> & { asChild?: boolean | undefined }

/**
 * Parts of a compound whose module `load` fetches on demand: `Root` and `Trigger` for the parts
 * named `root` and `trigger`, `parts` (or `part(name)`, with options) for the others (rendered
 * only once loaded).
 */
export function deferredCompound<
  M extends Parts,
  R extends keyof M & string,
  T extends keyof M & string,
>(
  load: () => Promise<M>,
  names: { root: R; trigger: T },
  /** A menu opens as Radix's does on a pointer's press or Enter, Space, ↓; a dialog on a click. */
  kind: 'menu' | 'dialog',
) {
  const module = onDemand(load)
  const Loaded = createContext<M | undefined>(undefined)
  const Closed = createContext<(() => void) | undefined>(undefined)

  function Root(rootProps: ComponentProps<M[R]>) {
    const { open: openProp, defaultOpen = false, onOpenChange, ...props } = rootProps as RootProps
    const [openState, setOpenState] = useState(defaultOpen)
    const open = openProp ?? openState
    const setOpen = (next: boolean) => {
      if (openProp === undefined) setOpenState(next)
      onOpenChange?.(next)
    }
    const parts = useOnDemand(module, open, () => setOpen(false))
    if (!parts) {
      return <Closed.Provider value={() => setOpen(true)}>{props.children}</Closed.Provider>
    }
    const RadixRoot = parts[names.root] as ComponentType<RootProps>
    return (
      <Loaded.Provider value={parts}>
        <RadixRoot {...props} open={open} onOpenChange={setOpen} />
      </Loaded.Provider>
    )
  }

  function Trigger(triggerProps: ComponentProps<M[T]>) {
    const parts = useContext(Loaded)
    const open = useContext(Closed)
    if (parts) {
      const RadixTrigger = parts[names.trigger] as ComponentType<TriggerProps>
      return <RadixTrigger {...(triggerProps as TriggerProps)} />
    }
    const { asChild, onClick, onPointerDown, onKeyDown, onPointerEnter, onFocus, ...props } =
      triggerProps as TriggerProps
    const Button = asChild ? Slot.Root : 'button'
    const press = () => {
      if (!props.disabled) open?.()
    }
    return (
      <Button
        type={asChild ? undefined : 'button'}
        aria-haspopup={kind}
        aria-expanded={false}
        data-state="closed"
        {...props}
        onPointerEnter={(event) => {
          onPointerEnter?.(event)
          void module.load().catch(() => {})
        }}
        onFocus={(event) => {
          onFocus?.(event)
          void module.load().catch(() => {})
        }}
        onPointerDown={(event) => {
          onPointerDown?.(event)
          const mainButton = event.button === 0 && !event.ctrlKey
          if (kind === 'menu' && mainButton && !event.defaultPrevented) {
            // As Radix's: a menu opened by a press keeps the focus off the button.
            event.preventDefault()
            press()
          }
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event)
          if (kind === 'menu' && ['Enter', ' ', 'ArrowDown'].includes(event.key)) {
            event.preventDefault()
            press()
          }
        }}
        onClick={(event) => {
          onClick?.(event)
          if (kind === 'dialog' && !event.defaultPrevented) press()
        }}
      />
    )
  }

  /**
   * A part drawn only once loaded; with `closed: 'children'` (an anchor wrapping what is on
   * screen), its children are drawn until then.
   */
  function part<K extends keyof M & string>(name: K, options?: { closed: 'children' }) {
    function Part(props: ComponentProps<M[K]>) {
      const parts = useContext(Loaded)
      if (!parts) return options?.closed === 'children' ? (props.children as ReactNode) : null
      const Radix = parts[name] as ComponentType<ComponentProps<M[K]>>
      return <Radix {...props} />
    }
    Part.displayName = name
    return Part
  }

  /**
   * Every part by its name, the root and the trigger included (the others as `part(name)` with no
   * options): `export const { Dialog, DialogTrigger, DialogContent } = dialog.parts` names each
   * once. Each name's part is made once. Only a component's name (a capital first) is a part, so
   * what looks an object over (`then`, `toJSON`, `$$typeof`) finds nothing.
   */
  const made = new Map<string, unknown>([
    [names.root, Root],
    [names.trigger, Trigger],
  ])
  type Named = {
    readonly [K in keyof M & string]: K extends R
      ? typeof Root
      : K extends T
        ? typeof Trigger
        : ReturnType<typeof part<K>>
  }
  const parts = new Proxy({} as Named, {
    get: (_, name) => {
      if (typeof name !== 'string' || !/^[A-Z]/.test(name)) return undefined
      if (!made.has(name)) made.set(name, part(name as keyof M & string))
      return made.get(name)
    },
  })

  return { Root, Trigger, part, parts, preload: () => module.load() }
}
