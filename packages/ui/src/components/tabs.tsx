// The kit's tabs (Radix): arrow keys move between tabs, each panel is labelled by its tab. For
// tabs that are URLs (the EDP stages of edp-generados), render links in a nav instead.
import { Tabs as TabsPrimitive } from 'radix-ui'
import { slotted } from '../lib/slotted.ts'

export const Tabs = slotted(TabsPrimitive.Root, 'tabs', 'flex min-w-0 flex-col gap-2')

export const TabsList = slotted(
  TabsPrimitive.List,
  'tabs-list',
  'inline-flex h-9 w-fit max-w-full items-center justify-center overflow-x-auto rounded-lg bg-muted p-[3px] text-muted-foreground',
)

export const TabsTrigger = slotted(
  TabsPrimitive.Trigger,
  'tabs-trigger',
  'inline-flex h-full flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md border border-transparent px-2.5 py-1 text-sm font-medium text-foreground outline-none transition-[color,box-shadow]',
  'focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50',
  'data-[state=active]:bg-background data-[state=active]:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0',
)

export const TabsContent = slotted(
  TabsPrimitive.Content,
  'tabs-content',
  'flex-1 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
)
