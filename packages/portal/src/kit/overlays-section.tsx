// The kit page's overlays: dialogs (with the confirm dialog's async and failing cases), sheets,
// menus, popovers and tooltips. Each one opens from a button and gives focus back when it closes.
import { Button } from '@cordillera/ui/components/button'
import { ConfirmDialog } from '@cordillera/ui/components/confirm-dialog'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@cordillera/ui/components/dialog'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@cordillera/ui/components/dropdown-menu'
import { Input } from '@cordillera/ui/components/input'
import { Label } from '@cordillera/ui/components/label'
import { Popover, PopoverContent, PopoverTrigger } from '@cordillera/ui/components/popover'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@cordillera/ui/components/sheet'
import { notify } from '@cordillera/ui/components/toaster'
import { Tooltip, TooltipContent, TooltipTrigger } from '@cordillera/ui/components/tooltip'
import { Ellipsis, Eye, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { KitExample, KitSection } from './kit-section.tsx'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function OverlaysSection() {
  const [columns, setColumns] = useState({ rut: true, comuna: true, telefono: false })
  return (
    <KitSection
      id="superposiciones"
      title="Diálogos, paneles y menús"
      description="El foco entra al abrir y vuelve al botón al cerrar; Escape cierra. Confirma solo lo que importa: borrar, rechazar, firmar."
    >
      <KitExample title="Diálogo">
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline">Editar contacto</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Editar contacto</DialogTitle>
              <DialogDescription>
                Los cambios se guardan en la ficha de la razón social.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="kit-dialogo-nombre">Nombre</Label>
              <Input id="kit-dialogo-nombre" defaultValue="María José Contreras" />
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancelar</Button>
              </DialogClose>
              <DialogClose asChild>
                <Button onClick={() => notify.success('Contacto guardado.')}>Guardar</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </KitExample>
      <KitExample title="Confirmación (acción asíncrona, destructiva, con error)">
        <ConfirmDialog
          title="¿Enviar el EDP a la obra?"
          description="El EDP 2026-031 pasará a revisión de obra y no podrá editarse mientras tanto."
          confirmLabel="Enviar a obra"
          onConfirm={async () => {
            await wait(1500)
            notify.success('EDP enviado a revisión de obra.')
          }}
          trigger={<Button>Enviar a obra</Button>}
        />
        <ConfirmDialog
          variant="destructive"
          title="¿Eliminar la obra Costanera Norte?"
          description="Dejará de aparecer en las listas. Sus contratos y EDP se conservan."
          confirmLabel="Eliminar"
          onConfirm={async () => {
            await wait(1000)
            notify.success('Obra eliminada.')
          }}
          trigger={<Button variant="destructive">Eliminar obra</Button>}
        />
        <ConfirmDialog
          variant="destructive"
          title="¿Rechazar la cotización COT-000123?"
          description="Este ejemplo falla a propósito: el diálogo sigue abierto y explica el error."
          confirmLabel="Rechazar"
          onConfirm={async () => {
            await wait(800)
            throw new Error('Conflicto de versión')
          }}
          trigger={<Button variant="outline">Rechazar (falla)</Button>}
        />
      </KitExample>
      <KitExample title="Panel lateral e inferior">
        <Sheet>
          <SheetTrigger asChild>
            <Button variant="outline">Filtros</Button>
          </SheetTrigger>
          <SheetContent side="right">
            <SheetHeader>
              <SheetTitle>Filtros</SheetTitle>
              <SheetDescription>Acota la lista de obras.</SheetDescription>
            </SheetHeader>
            <div className="grid gap-2 px-4">
              <Label htmlFor="kit-filtro-comuna">Comuna</Label>
              <Input id="kit-filtro-comuna" placeholder="Todas" />
            </div>
            <SheetFooter>
              <Button>Aplicar filtros</Button>
            </SheetFooter>
          </SheetContent>
        </Sheet>
        <Sheet>
          <SheetTrigger asChild>
            <Button variant="outline">Detalle (desde abajo)</Button>
          </SheetTrigger>
          <SheetContent side="bottom">
            <SheetHeader>
              <SheetTitle>Report 2026-1184</SheetTitle>
              <SheetDescription>
                Excavadora EX-012 · Obra Costanera Norte · Turno día
              </SheetDescription>
            </SheetHeader>
            <p className="px-4 pb-6 text-sm">Horómetro 1.204,5 → 1.213,0 (8,5 horas trabajadas).</p>
          </SheetContent>
        </Sheet>
      </KitExample>
      <KitExample title="Menú de acciones, popover y tooltip">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="icon" aria-label="Acciones de la obra">
              <Ellipsis aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuLabel>Obra Costanera Norte</DropdownMenuLabel>
            <DropdownMenuItem>
              <Eye aria-hidden="true" />
              Ver detalle
            </DropdownMenuItem>
            <DropdownMenuItem>
              <Pencil aria-hidden="true" />
              Editar
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive">
              <Trash2 aria-hidden="true" />
              Eliminar
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline">Columnas</Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            {(
              [
                ['rut', 'RUT'],
                ['comuna', 'Comuna'],
                ['telefono', 'Teléfono'],
              ] as const
            ).map(([key, label]) => (
              <DropdownMenuCheckboxItem
                key={key}
                checked={columns[key]}
                onCheckedChange={(checked) => setColumns({ ...columns, [key]: checked === true })}
              >
                {label}
              </DropdownMenuCheckboxItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
        <Popover>
          <PopoverTrigger asChild>
            <Button variant="outline">¿Qué es un EDP?</Button>
          </PopoverTrigger>
          <PopoverContent className="text-sm">
            El estado de pago resume lo que la obra debe por un periodo: días u horas de arriendo
            por tarifa, más flete, menos descuentos.
          </PopoverContent>
        </Popover>
        <Tooltip>
          <TooltipTrigger asChild>
            <Button variant="ghost">Pasa el mouse o enfoca</Button>
          </TooltipTrigger>
          <TooltipContent>Una pista breve; nunca la única información.</TooltipContent>
        </Tooltip>
      </KitExample>
    </KitSection>
  )
}
