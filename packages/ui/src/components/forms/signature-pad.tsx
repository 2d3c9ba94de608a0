// A box to sign in with a finger, a pen or the mouse (an operator's daily report, a delivery
// receipt). Pointer events cover all three; `touch-action: none` keeps the page from scrolling
// under the finger; the canvas is drawn at the screen's pixel density, so lines stay sharp on a
// phone. Emits the signature as a PNG data URL when a stroke ends, and null when it is cleared.
// The strokes are kept, so a resize (rotating the phone) redraws them instead of losing them.
import { Eraser } from 'lucide-react'
import {
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { cn } from '../../lib/cn.ts'
import { forms as formsText } from '../../locale/es-cl/forms.ts'
import { Button } from '../button.tsx'
import { type ControlProps, controlOf } from './field-frame.tsx'

const text = formsText.signature

// Dark ink on a white box in both themes: the signature is printed on documents afterwards.
const INK = '#111827'
const LINE_WIDTH = 2.5

type Point = { x: number; y: number }

export type SignaturePadProps = {
  /** A PNG data URL of a signature to show (e.g. when editing), or null for none. */
  value?: string | null | undefined
  onChange?: ((value: string | null) => void) | undefined
  /** Called when a stroke ends or the pad is cleared: the user has interacted with the field. */
  onBlur?: (() => void) | undefined
  /** Height of the box in CSS pixels; it takes the full width. */
  height?: number
} & ControlProps<HTMLFieldSetElement>

export function SignaturePad(props: SignaturePadProps) {
  const { value, onChange, onBlur, disabled = false, height = 192 } = props
  const { id, name, className, ref, labelledBy, describedBy, invalid } = controlOf(props)
  const instructionsId = useId()
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const strokes = useRef<Point[][]>([])
  const drawing = useRef<Point[] | null>(null)
  // A signature given as value (editing), drawn under any new strokes.
  const background = useRef<HTMLImageElement | null>(null)
  // The signature the canvas shows, as last emitted or received: a different value came from outside.
  const shown = useRef<string | null>(null)
  const [current, setCurrent] = useState<string | null>(value ?? null)
  const empty = current === null

  const context = useCallback(() => canvasRef.current?.getContext('2d') ?? null, [])

  const redraw = useCallback(() => {
    const canvas = canvasRef.current
    const ctx = context()
    if (!canvas || !ctx) return
    const ratio = window.devicePixelRatio || 1
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
    ctx.clearRect(0, 0, canvas.width, canvas.height)
    const image = background.current
    if (image?.complete && image.naturalWidth > 0) {
      const width = canvas.width / ratio
      const heightCss = canvas.height / ratio
      const scale = Math.min(width / image.naturalWidth, heightCss / image.naturalHeight)
      const [w, h] = [image.naturalWidth * scale, image.naturalHeight * scale]
      ctx.drawImage(image, (width - w) / 2, (heightCss - h) / 2, w, h)
    }
    ctx.strokeStyle = INK
    ctx.fillStyle = INK
    ctx.lineWidth = LINE_WIDTH
    ctx.lineCap = 'round'
    ctx.lineJoin = 'round'
    for (const stroke of strokes.current) drawStroke(ctx, stroke)
  }, [context])

  // Size the canvas to its box at the device's pixel ratio, now and whenever the box changes.
  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    const fit = () => {
      const ratio = window.devicePixelRatio || 1
      const { width, height: boxHeight } = canvas.getBoundingClientRect()
      canvas.width = Math.round(width * ratio)
      canvas.height = Math.round(boxHeight * ratio)
      redraw()
    }
    fit()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(fit)
    observer.observe(canvas)
    return () => observer.disconnect()
  }, [redraw])

  // A value set from outside (a reset to null, a saved signature) replaces what is drawn. Without
  // a value prop the pad keeps its own drawing.
  useEffect(() => {
    if (value === undefined || value === shown.current) return
    shown.current = value
    setCurrent(value)
    strokes.current = []
    background.current = null
    if (value) {
      const image = new Image()
      image.onload = redraw
      image.src = value
      background.current = image
    }
    redraw()
  }, [value, redraw])

  function emit(next: string | null) {
    shown.current = next
    setCurrent(next)
    onChange?.(next)
  }

  function pointAt(event: { clientX: number; clientY: number }): Point {
    const rect = canvasRef.current?.getBoundingClientRect()
    return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) }
  }

  function onPointerDown(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (disabled) return
    // Only the main button of a mouse draws; touch and pen always do.
    if (event.pointerType === 'mouse' && event.button !== 0) return
    event.preventDefault()
    event.currentTarget.setPointerCapture?.(event.pointerId)
    const stroke = [pointAt(event)]
    drawing.current = stroke
    strokes.current.push(stroke)
    redraw()
  }

  function onPointerMove(event: ReactPointerEvent<HTMLCanvasElement>) {
    const stroke = drawing.current
    if (!stroke) return
    // Coalesced events carry the points the browser merged into this one: smoother curves.
    const coalesced = event.nativeEvent.getCoalescedEvents?.() ?? []
    const points = (coalesced.length > 0 ? coalesced : [event]).map(pointAt)
    stroke.push(...points)
    // Draw on from the last point already drawn.
    const ctx = context()
    if (ctx) drawStroke(ctx, stroke.slice(-(points.length + 1)))
  }

  function onPointerEnd() {
    if (!drawing.current) return
    drawing.current = null
    emit(canvasRef.current?.toDataURL('image/png') ?? null)
    onBlur?.()
  }

  function clear() {
    strokes.current = []
    background.current = null
    drawing.current = null
    redraw()
    emit(null)
    onBlur?.()
  }

  return (
    <fieldset
      ref={ref}
      id={id}
      tabIndex={-1}
      aria-labelledby={labelledBy}
      aria-describedby={[instructionsId, describedBy].filter(Boolean).join(' ')}
      data-slot="signature-pad"
      className={cn('m-0 grid min-w-0 gap-2 border-0 p-0 outline-none', className)}
    >
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={text.area}
        aria-invalid={invalid || undefined}
        data-empty={empty || undefined}
        style={{ height }}
        className={cn(
          'block w-full touch-none rounded-md border border-input bg-white select-none',
          disabled ? 'cursor-not-allowed opacity-50' : 'cursor-crosshair',
          invalid && 'border-destructive',
        )}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onLostPointerCapture={onPointerEnd}
      />
      <div className="flex items-center justify-between gap-3">
        <p id={instructionsId} className="text-sm text-muted-foreground">
          {text.instructions}
        </p>
        <Button
          type="button"
          variant="outline"
          size="lg"
          disabled={disabled || empty}
          onClick={clear}
        >
          <Eraser aria-hidden="true" />
          {text.clear}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {empty ? text.empty : text.signed}
      </p>
      {name ? <input type="hidden" name={name} value={current ?? ''} /> : null}
    </fieldset>
  )
}

function drawStroke(ctx: CanvasRenderingContext2D, stroke: Point[]) {
  const [first, ...rest] = stroke
  if (!first) return
  if (rest.length === 0) {
    // A tap leaves a dot, as a pen would (the dot over an i).
    ctx.beginPath()
    ctx.arc(first.x, first.y, LINE_WIDTH / 2, 0, Math.PI * 2)
    ctx.fill()
    return
  }
  ctx.beginPath()
  ctx.moveTo(first.x, first.y)
  for (const point of rest) ctx.lineTo(point.x, point.y)
  ctx.stroke()
}
