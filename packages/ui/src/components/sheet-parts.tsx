// The kit's sheet (drawer), the module sheet.tsx loads when a sheet is first pointed at or opened:
// a Radix Dialog that slides in from a side of the screen. Focus is trapped while it is open and
// returns to the trigger on close.
import { cva, type VariantProps } from 'class-variance-authority'
import { Dialog as SheetPrimitive } from 'radix-ui'
import { cn } from '../lib/cn.ts'
import { slotted } from '../lib/slotted.ts'
import { ModalContent, type ModalContentProps } from './modal-content.tsx'

export const Sheet = SheetPrimitive.Root
export const SheetTrigger = SheetPrimitive.Trigger

const sheetVariants = cva(
  'fixed z-50 flex flex-col gap-4 overflow-y-auto bg-background text-foreground shadow-lg',
  {
    variants: {
      side: {
        left: 'inset-y-0 left-0 h-full w-3/4 max-w-xs border-r',
        right: 'inset-y-0 right-0 h-full w-3/4 max-w-sm border-l',
        top: 'inset-x-0 top-0 max-h-[80dvh] border-b',
        bottom: 'inset-x-0 bottom-0 max-h-[80dvh] rounded-t-xl border-t',
      },
    },
    defaultVariants: { side: 'right' },
  },
)

export type SheetContentProps = ModalContentProps & VariantProps<typeof sheetVariants>

export function SheetContent({ className, side, ...props }: SheetContentProps) {
  return (
    <ModalContent
      kind="sheet"
      className={cn(sheetVariants({ side }), className)}
      closeClassName="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-md opacity-80 outline-none hover:bg-accent hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-5"
      {...props}
    />
  )
}

export const SheetTitle = slotted(SheetPrimitive.Title, 'sheet-title', 'font-semibold')

export const SheetDescription = slotted(
  SheetPrimitive.Description,
  'sheet-description',
  'text-sm text-muted-foreground',
)
