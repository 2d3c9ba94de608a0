// Files for a form (an asset's documents, a worker's certificates): chosen with a button or dropped
// on the box, checked against `accept`, a size limit and a count limit, then uploaded one by one
// through the caller's `upload(file, onProgress, signal)` (the kit knows no storage or API). Each
// file shows its progress, and its own error with a retry. The field's value is what `upload`
// returned for every finished file (e.g. the stored files' keys), so the form submits those.
import { FileText, RotateCcw, Upload as UploadIcon, X } from 'lucide-react'
import { type DragEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { formatFileSize } from '../../lib/format/file-size.ts'
import { forms as formsText } from '../../locale/es-cl/forms.ts'
import { Button } from '../button.tsx'
import { type ControlProps, controlOf } from './field-frame.tsx'

const text = formsText.file

/** Reports how much of the file has been sent, from 0 to 1. */
export type UploadProgress = (fraction: number) => void

/** Sends one file; resolves with what the form should keep (a key, a URL, a record). */
export type UploadFile<T> = (
  file: File,
  onProgress: UploadProgress,
  signal: AbortSignal,
) => Promise<T>

type Item<T> = {
  key: string
  name: string
  size: number | null
  file: File | null
  status: 'existing' | 'uploading' | 'done' | 'failed' | 'rejected'
  progress: number
  /** What upload returned (done) or the value received (existing). */
  result?: { value: T }
  error?: string
  controller?: AbortController
}

const kept = <T,>(item: Item<T>) => item.status === 'existing' || item.status === 'done'

/** True when a file matches an `accept` list such as ".pdf,image/*,application/zip". */
export function acceptsFile(
  file: Pick<File, 'name' | 'type'>,
  accept: string | undefined,
): boolean {
  const rules = (accept ?? '')
    .split(',')
    .map((rule) => rule.trim().toLowerCase())
    .filter(Boolean)
  if (rules.length === 0) return true
  const name = file.name.toLowerCase()
  const type = file.type.toLowerCase()
  return rules.some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule)
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1))
    return type === rule
  })
}

/** ".pdf,image/*" → "PDF, imágenes": the accept list as people read it. */
export function describeAccept(accept: string): string {
  return accept
    .split(',')
    .map((rule) => rule.trim())
    .filter(Boolean)
    .map((rule) => {
      if (rule.startsWith('.')) return rule.slice(1).toUpperCase()
      const [kind = '', subtype = ''] = rule.split('/')
      if (subtype === '*') return text.kinds[kind as keyof typeof text.kinds] ?? rule
      return subtype.toUpperCase()
    })
    .join(', ')
}

export type FileUploadProps<T> = {
  upload: UploadFile<T>
  /** The values of files already uploaded (what `upload` returned for them). */
  value?: readonly T[] | null | undefined
  onChange?: ((value: T[]) => void) | undefined
  /** Called when focus leaves the field (its buttons). */
  onBlur?: (() => void) | undefined
  /** Tells the form when uploads are running, e.g. to hold the submit button. */
  onBusyChange?: ((busy: boolean) => void) | undefined
  /** The name of a file that was already uploaded (to list the values received). */
  describe?: ((value: T) => string) | undefined
  /** The message for a failed upload; the generic Spanish one when it returns nothing. */
  errorMessage?: ((error: unknown) => string | undefined) | undefined
  /** Allowed files, as in <input accept>: ".pdf,image/*". */
  accept?: string | undefined
  /** The largest file allowed, in bytes. */
  maxSize?: number | undefined
  /** How many files the field holds at most. */
  maxFiles?: number | undefined
  /** One file (a new one replaces it) or several; several by default. */
  multiple?: boolean
  // `ref` goes to the "choose" button.
} & ControlProps<HTMLButtonElement>

let nextKey = 0

export function FileUpload<T>(props: FileUploadProps<T>) {
  const {
    upload,
    value,
    onChange,
    onBlur,
    onBusyChange,
    describe,
    errorMessage,
    accept,
    maxSize,
    maxFiles,
    multiple = true,
    disabled = false,
  } = props
  const { id, name, className, ref, labelledBy, describedBy, invalid } = controlOf(props)
  const limitsId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const [items, setItems] = useState<Item<T>[]>(() => fromValues(value))
  // The latest list, for uploads that finish after other changes; and the last value emitted.
  const itemsRef = useRef(items)
  const emitted = useRef(value)

  const commit = useCallback((next: Item<T>[]) => {
    itemsRef.current = next
    setItems(next)
  }, [])

  function change(key: string, patch: Partial<Item<T>>) {
    commit(itemsRef.current.map((item) => (item.key === key ? { ...item, ...patch } : item)))
  }

  function emit() {
    const next = itemsRef.current.flatMap((item) =>
      kept(item) && item.result ? [item.result.value] : [],
    )
    emitted.current = next
    onChange?.(next)
  }

  // A value set from outside (a reset, loaded data) replaces the list.
  useEffect(() => {
    if (value === undefined || value === emitted.current) return
    emitted.current = value
    for (const item of itemsRef.current) item.controller?.abort()
    commit(fromValues(value))
  }, [value, commit])

  // Uploads still running when the field goes away are abandoned.
  useEffect(
    () => () => {
      for (const item of itemsRef.current) item.controller?.abort()
    },
    [],
  )

  const busy = items.some((item) => item.status === 'uploading')
  useEffect(() => {
    onBusyChange?.(busy)
  }, [busy, onBusyChange])

  function start(item: Item<T>) {
    const file = item.file
    if (!file) return
    const controller = new AbortController()
    change(item.key, { status: 'uploading', progress: 0, error: undefined, controller })
    const onProgress: UploadProgress = (fraction) => {
      if (controller.signal.aborted) return
      change(item.key, { progress: Math.min(1, Math.max(0, fraction)) })
    }
    upload(file, onProgress, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return
        change(item.key, {
          status: 'done',
          progress: 1,
          result: { value: result },
          controller: undefined,
        })
        emit()
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        change(item.key, {
          status: 'failed',
          error: errorMessage?.(error) ?? text.failed,
          controller: undefined,
        })
      },
    )
  }

  function add(files: File[]) {
    if (disabled || files.length === 0) return
    let current = itemsRef.current
    let chosen = files
    if (!multiple) {
      // A single-file field: the new file replaces whatever was there.
      chosen = files.slice(0, 1)
      for (const item of current) item.controller?.abort()
      const hadValue = current.some(kept)
      current = []
      commit(current)
      if (hadValue) emit()
    }
    let room =
      (multiple ? (maxFiles ?? Number.POSITIVE_INFINITY) : 1) -
      current.filter((item) => kept(item) || item.status === 'uploading').length
    const added: Item<T>[] = chosen.map((file) => {
      const item: Item<T> = {
        key: `file-${nextKey++}`,
        name: file.name,
        size: file.size,
        file,
        status: 'uploading',
        progress: 0,
      }
      const error = !acceptsFile(file, accept)
        ? text.wrongType(describeAccept(accept ?? ''))
        : maxSize !== undefined && file.size > maxSize
          ? text.tooBig(formatFileSize(maxSize))
          : room <= 0
            ? text.tooMany(maxFiles ?? 1)
            : undefined
      if (error) return { ...item, status: 'rejected', error }
      room--
      return item
    })
    commit([...current, ...added])
    for (const item of added) if (item.status === 'uploading') start(item)
  }

  function remove(key: string) {
    const item = itemsRef.current.find((each) => each.key === key)
    item?.controller?.abort()
    commit(itemsRef.current.filter((each) => each.key !== key))
    if (item && kept(item)) emit()
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setDragging(false)
    add([...event.dataTransfer.files])
  }

  const limits = [
    accept ? text.accepted(describeAccept(accept)) : null,
    maxSize !== undefined ? text.maxSize(formatFileSize(maxSize)) : null,
    multiple && maxFiles !== undefined ? text.maxFiles(maxFiles) : null,
  ].filter(Boolean)
  const listed = items.filter((item) => item.status !== 'existing' || describe)

  return (
    <fieldset
      id={id}
      aria-labelledby={labelledBy}
      aria-describedby={
        [limits.length ? limitsId : null, describedBy].filter(Boolean).join(' ') || undefined
      }
      aria-busy={busy || undefined}
      onBlur={(event) => {
        const next = event.relatedTarget
        if (!(next instanceof Node && event.currentTarget.contains(next))) onBlur?.()
      }}
      data-slot="file-upload"
      className={cn('m-0 grid min-w-0 gap-3 border-0 p-0', className)}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the button inside does the same by keyboard. */}
      <div
        data-dragging={dragging || undefined}
        onDragEnter={(event) => {
          event.preventDefault()
          if (!disabled) setDragging(true)
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (
            !(
              event.relatedTarget instanceof Node &&
              event.currentTarget.contains(event.relatedTarget)
            )
          ) {
            setDragging(false)
          }
        }}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-md border border-dashed border-input px-4 py-6 text-center transition-colors',
          'data-[dragging]:border-primary data-[dragging]:bg-accent',
          invalid && 'border-destructive',
          disabled && 'opacity-50',
        )}
      >
        <UploadIcon aria-hidden="true" className="size-6 text-muted-foreground" />
        <Button
          ref={ref}
          type="button"
          variant="outline"
          size="lg"
          disabled={disabled}
          aria-invalid={invalid || undefined}
          onClick={() => inputRef.current?.click()}
        >
          {multiple ? text.choose : text.chooseOne}
        </Button>
        <p className="text-sm text-muted-foreground">{multiple ? text.drop : text.dropOne}</p>
        {limits.length ? (
          <p id={limitsId} className="text-xs text-muted-foreground">
            {limits.join(' ')}
          </p>
        ) : null}
      </div>
      <input
        ref={inputRef}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          add([...(event.target.files ?? [])])
          // Choosing the same file again (after removing it) must fire a change.
          event.target.value = ''
        }}
      />
      {listed.length > 0 ? (
        <ul aria-label={text.list} className="grid gap-2">
          {listed.map((item) => (
            <FileRow
              key={item.key}
              item={item}
              label={
                item.status === 'existing'
                  ? describe && item.result
                    ? describe(item.result.value)
                    : ''
                  : item.name
              }
              disabled={disabled}
              onRemove={() => remove(item.key)}
              onRetry={() => start(item)}
            />
          ))}
        </ul>
      ) : null}
      {name
        ? items
            .filter(kept)
            .map((item) => (
              <input
                key={item.key}
                type="hidden"
                name={name}
                value={String(item.result?.value ?? '')}
              />
            ))
        : null}
    </fieldset>
  )
}

function fromValues<T>(values: readonly T[] | null | undefined): Item<T>[] {
  return (values ?? []).map((value) => ({
    key: `file-${nextKey++}`,
    name: '',
    size: null,
    file: null,
    status: 'existing',
    progress: 1,
    result: { value },
  }))
}

function FileRow<T>({
  item,
  label,
  disabled,
  onRemove,
  onRetry,
}: {
  item: Item<T>
  label: string
  disabled: boolean
  onRemove: () => void
  onRetry: () => void
}) {
  const percent = Math.round(item.progress * 100)
  const problem = item.status === 'failed' || item.status === 'rejected'
  // The row's icon buttons: retry and remove.
  const rowAction = { type: 'button', variant: 'ghost', size: 'icon', disabled } as const
  return (
    <li
      data-status={item.status}
      className={cn(
        'grid gap-1.5 rounded-md border px-3 py-2 text-sm',
        problem && 'border-destructive/50',
      )}
    >
      <div className="flex items-center gap-2">
        <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="min-w-0 flex-1 truncate font-medium">{label}</span>
        {item.size !== null ? (
          <span className="shrink-0 text-xs text-muted-foreground">
            {formatFileSize(item.size)}
          </span>
        ) : null}
        {item.status === 'failed' ? (
          <Button
            {...rowAction}
            aria-label={text.retry(label)}
            title={text.retryShort}
            onClick={onRetry}
          >
            <RotateCcw aria-hidden="true" />
          </Button>
        ) : null}
        <Button {...rowAction} aria-label={text.remove(label)} onClick={onRemove}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {item.status === 'uploading' || item.status === 'done' ? (
        <div
          role="progressbar"
          aria-label={text.progress(label)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      ) : null}
      <p
        role={problem ? 'alert' : undefined}
        className={cn('text-xs', problem ? 'text-destructive' : 'text-muted-foreground')}
      >
        {item.status === 'uploading'
          ? text.uploading(percent)
          : item.status === 'done' || item.status === 'existing'
            ? text.done
            : item.error}
      </p>
    </li>
  )
}
