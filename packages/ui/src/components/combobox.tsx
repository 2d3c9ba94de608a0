// A searchable select (WAI-ARIA combobox with a listbox popup): type to filter, arrow keys to move,
// Enter to choose, Escape to close. Options are either given (`options`, filtered here, ignoring
// case and accents so "nunoa" finds "Ñuñoa") or fetched as the user types (`loadOptions`, debounced,
// the previous request aborted), with loading, empty and failed states. The input keeps focus the
// whole time, so screen readers follow the active option through aria-activedescendant.
import { Check, ChevronsUpDown, LoaderCircle, X } from 'lucide-react'
import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import { cn } from '../lib/cn.ts'
import { kit as kitText } from '../locale/es-cl/kit.ts'
import {
  Popover,
  PopoverAnchor,
  PopoverBareContent,
  PopoverPortal,
  preloadPopover,
} from './popover.tsx'

const { combobox: text } = kitText

export type ComboboxOption = {
  value: string
  label: string
  /** A second line, e.g. the RUT under a razón social. Searched too. */
  description?: string | undefined
  disabled?: boolean | undefined
}

export type LoadOptions = (query: string, signal: AbortSignal) => Promise<readonly ComboboxOption[]>

export type ComboboxProps = {
  value: string | null
  onValueChange: (value: string | null, option: ComboboxOption | null) => void
  /** Fixed options, filtered as the user types. */
  options?: readonly ComboboxOption[] | undefined
  /** Options from the server for what the user typed; called again (debounced) as they type. */
  loadOptions?: LoadOptions | undefined
  /** The label of the current value when `loadOptions` has not returned it (e.g. on an edit form). */
  selectedLabel?: string | undefined
  debounceMs?: number
  placeholder?: string
  emptyMessage?: string
  /** A ✕ button that clears the value. */
  clearable?: boolean
  disabled?: boolean
  /** Submitted with a form as a hidden input. */
  name?: string
  id?: string
  className?: string
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean | 'true' | 'false'
  /** Renders an option's content; the label and description by default. */
  renderOption?: (option: ComboboxOption) => ReactNode
  /** The text input (react-hook-form focuses it when the field has an error). */
  ref?: Ref<HTMLInputElement>
  /** Focus left the field (react-hook-form's "touched"). */
  onBlur?: () => void
}

type Remote =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; options: readonly ComboboxOption[] }
  | { status: 'failed' }

/** Lower case without accents: what a search in Spanish should compare. */
export const searchKey = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-CL')
    .trim()

export function filterOptions(
  options: readonly ComboboxOption[],
  query: string,
): readonly ComboboxOption[] {
  const key = searchKey(query)
  if (!key) return options
  return options.filter((option) =>
    searchKey(`${option.label} ${option.description ?? ''}`).includes(key),
  )
}

export function Combobox({
  value,
  onValueChange,
  options,
  loadOptions,
  selectedLabel,
  debounceMs = 250,
  placeholder = text.placeholder,
  emptyMessage = text.empty,
  clearable = false,
  disabled = false,
  name,
  id: idProp,
  className,
  renderOption,
  ref,
  onBlur,
  ...aria
}: ComboboxProps) {
  const generatedId = useId()
  const id = idProp ?? generatedId
  const listboxId = `${id}-listbox`
  const inputRef = useRef<HTMLInputElement>(null)
  const fieldRef = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  // What the user typed since the list opened; null means "not searching": show every option.
  const [query, setQuery] = useState<string | null>(null)
  const [activeIndex, setActiveIndex] = useState(-1)
  const [remote, setRemote] = useState<Remote>({ status: 'idle' })
  // The chosen option, remembered because a later search may not return it.
  const [chosen, setChosen] = useState<ComboboxOption | null>(null)

  const selected =
    value === null
      ? null
      : (options?.find((option) => option.value === value) ??
        (chosen?.value === value ? chosen : null) ??
        (selectedLabel ? { value, label: selectedLabel } : null))

  const visible = useMemo(() => {
    if (loadOptions) return remote.status === 'done' ? remote.options : []
    return filterOptions(options ?? [], query ?? '')
  }, [loadOptions, remote, options, query])

  // Fetch what the user typed, after a pause; a newer search aborts the one in flight.
  useEffect(() => {
    if (!loadOptions || !open) return
    const controller = new AbortController()
    setRemote({ status: 'loading' })
    const timer = setTimeout(() => {
      loadOptions(query ?? '', controller.signal).then(
        (found) => {
          if (!controller.signal.aborted) setRemote({ status: 'done', options: found })
        },
        () => {
          if (!controller.signal.aborted) setRemote({ status: 'failed' })
        },
      )
    }, debounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [loadOptions, open, query, debounceMs])

  // Keep the active option on an enabled one that still exists after the list changed.
  useEffect(() => {
    setActiveIndex((current) => (current >= visible.length ? -1 : current))
  }, [visible])

  function openList() {
    if (disabled || open) return
    setQuery(null)
    setActiveIndex(-1)
    setOpen(true)
  }

  function close() {
    setOpen(false)
    setQuery(null)
    setActiveIndex(-1)
  }

  function choose(option: ComboboxOption) {
    if (option.disabled) return
    setChosen(option)
    onValueChange(option.value, option)
    close()
  }

  function clear() {
    setChosen(null)
    onValueChange(null, null)
    close()
    inputRef.current?.focus()
  }

  function move(step: 1 | -1) {
    if (visible.length === 0) return
    let next = activeIndex
    for (let tries = 0; tries < visible.length; tries++) {
      next = (next + step + visible.length) % visible.length
      if (!visible[next]?.disabled) break
    }
    setActiveIndex(next)
    document.getElementById(`${id}-option-${next}`)?.scrollIntoView?.({ block: 'nearest' })
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (!open) openList()
        else move(1)
        break
      case 'ArrowUp':
        event.preventDefault()
        if (!open) openList()
        else move(-1)
        break
      case 'Enter': {
        const option = visible[activeIndex]
        if (open && option) {
          // Choosing must not submit the form the combobox is in.
          event.preventDefault()
          choose(option)
        }
        break
      }
      case 'Escape':
        if (open) {
          event.preventDefault()
          close()
        }
        break
      case 'Tab':
        close()
        break
    }
  }

  const loading = Boolean(loadOptions) && remote.status === 'loading'
  const failed = Boolean(loadOptions) && remote.status === 'failed'
  const settled = !loading && !failed && (!loadOptions || remote.status === 'done')
  const message = loading
    ? text.loading
    : failed
      ? text.failed
      : settled && visible.length === 0
        ? emptyMessage
        : null
  const activeId = open && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined
  const showList = open && visible.length > 0

  return (
    <>
      {/* The input is never inside the popover's parts: they arrive when the list first opens
          (decision 053) and must not draw the input again while someone types. */}
      <div ref={fieldRef} data-slot="combobox" className={cn('relative w-full', className)}>
        <input
          ref={(element) => {
            inputRef.current = element
            if (typeof ref === 'function') ref(element)
            else if (ref) ref.current = element
          }}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={showList ? listboxId : undefined}
          aria-activedescendant={activeId}
          aria-label={aria['aria-label']}
          aria-labelledby={aria['aria-labelledby']}
          aria-describedby={aria['aria-describedby']}
          aria-invalid={aria['aria-invalid']}
          disabled={disabled}
          placeholder={placeholder}
          value={query ?? selected?.label ?? ''}
          onChange={(event) => {
            setQuery(event.target.value)
            setActiveIndex(-1)
            if (!open) setOpen(true)
          }}
          onClick={() => (open ? close() : openList())}
          onKeyDown={onKeyDown}
          onPointerEnter={preloadPopover}
          onFocus={preloadPopover}
          onBlur={() => {
            close()
            onBlur?.()
          }}
          className={cn(
            'flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent py-1 pr-9 pl-3 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
            'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
            'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
            clearable && value !== null && 'pr-16',
          )}
        />
        <span className="pointer-events-none absolute inset-y-0 right-0 flex items-center gap-1 pr-2.5 text-muted-foreground">
          {loading ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <ChevronsUpDown aria-hidden="true" className="size-4" />
          )}
        </span>
        {clearable && value !== null && !disabled ? (
          <button
            type="button"
            aria-label={text.clear}
            onClick={clear}
            className="absolute inset-y-0 right-8 my-auto inline-flex size-7 items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
        {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
        {/* Always present, so a screen reader hears how many options a search found. */}
        <span role="status" className="sr-only">
          {open ? (message ?? text.results(visible.length)) : ''}
        </span>
      </div>
      <Popover open={open} onOpenChange={(next) => (next ? openList() : close())}>
        <PopoverAnchor virtualRef={fieldRef} />
        <PopoverPortal>
          <PopoverBareContent
            // Radix makes its content a dialog; here the popup is the listbox inside, not a dialog.
            role="presentation"
            align="start"
            sideOffset={4}
            // The input keeps focus: the list is driven from it.
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => event.preventDefault()}
            onInteractOutside={(event) => {
              if (event.target instanceof Node && fieldRef.current?.contains(event.target))
                event.preventDefault()
            }}
            // A click in the list must not blur the input (which would close it first).
            onMouseDown={(event) => event.preventDefault()}
            className="z-50 max-h-72 w-(--radix-popover-trigger-width) min-w-48 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
          >
            {message ? (
              <p className="px-2 py-3 text-center text-sm text-muted-foreground">{message}</p>
            ) : null}
            {showList ? (
              <div
                id={listboxId}
                role="listbox"
                aria-label={aria['aria-label'] ?? text.list}
                className="grid gap-0.5"
              >
                {visible.map((option, index) => {
                  const isSelected = option.value === value
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard drives the list from the input (aria-activedescendant).
                    <div
                      key={option.value}
                      id={`${id}-option-${index}`}
                      role="option"
                      // Focus stays in the input (aria-activedescendant); -1 keeps options out of the tab order.
                      tabIndex={-1}
                      aria-selected={isSelected}
                      aria-disabled={option.disabled || undefined}
                      data-active={index === activeIndex || undefined}
                      onClick={() => choose(option)}
                      onMouseMove={() => {
                        if (!option.disabled && index !== activeIndex) setActiveIndex(index)
                      }}
                      className={cn(
                        'relative flex cursor-pointer items-center gap-2 rounded-sm py-1.5 pr-8 pl-2 text-sm select-none',
                        'data-[active]:bg-accent data-[active]:text-accent-foreground',
                        option.disabled && 'pointer-events-none opacity-50',
                      )}
                    >
                      {renderOption ? (
                        renderOption(option)
                      ) : (
                        <span className="grid">
                          <span>{option.label}</span>
                          {option.description ? (
                            <span className="text-xs text-muted-foreground">
                              {option.description}
                            </span>
                          ) : null}
                        </span>
                      )}
                      {isSelected ? (
                        <Check aria-hidden="true" className="absolute right-2 size-4" />
                      ) : null}
                    </div>
                  )
                })}
              </div>
            ) : null}
          </PopoverBareContent>
        </PopoverPortal>
      </Popover>
    </>
  )
}
