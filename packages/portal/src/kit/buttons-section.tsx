// The kit page's buttons: every variant and size, and the states a user meets (disabled, waiting).
import { Button, type ButtonProps } from '@cordillera/ui/components/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '@cordillera/ui/components/tooltip'
import { Download, type LucideIcon, Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { KitExample, KitSection } from './kit-section.tsx'

export function ButtonsSection() {
  const [saving, setSaving] = useState(false)
  function save() {
    setSaving(true)
    setTimeout(() => setSaving(false), 1500)
  }
  return (
    <KitSection
      id="botones"
      title="Botones"
      description="Una acción principal por pantalla (default); destructive solo para lo que borra o no se deshace; outline y ghost para acciones secundarias."
    >
      <KitExample title="Variantes">
        <Button>Guardar</Button>
        <Button variant="secondary">Duplicar</Button>
        <Button variant="outline">Exportar</Button>
        <Button variant="ghost">Cancelar</Button>
        <Button variant="link">Ver detalle</Button>
        <Button variant="destructive">Eliminar</Button>
      </KitExample>
      <KitExample title="Tamaños">
        <Button size="xs">Extra pequeño</Button>
        <Button size="sm">Pequeño</Button>
        <Button>Normal</Button>
        <Button size="lg">Grande</Button>
        <Button size="touch">Táctil (44 px)</Button>
      </KitExample>
      <KitExample title="Con ícono, solo ícono (con nombre accesible y tooltip)">
        <Button>
          <Plus aria-hidden="true" />
          Agregar obra
        </Button>
        <Button variant="outline">
          <Download aria-hidden="true" />
          Descargar PDF
        </Button>
        <IconButton label="Editar" icon={Pencil} size="icon-sm" />
        <IconButton label="Descargar" icon={Download} size="icon" />
        <IconButton label="Eliminar" icon={Trash2} size="icon-lg" variant="destructive" />
      </KitExample>
      <KitExample title="Estados">
        <Button disabled>Deshabilitado</Button>
        <Button pending={saving} onClick={save}>
          {saving ? 'Guardando…' : 'Guardar (espera 1,5 s)'}
        </Button>
        <Button pending variant="outline">
          Procesando…
        </Button>
        <Button asChild variant="outline">
          <a href="#botones">Un enlace con estilo de botón</a>
        </Button>
      </KitExample>
    </KitSection>
  )
}

/** An icon-only button: its name for assistive technology, the same words in a tooltip. */
function IconButton({
  label,
  icon: Icon,
  size,
  variant = 'outline',
}: {
  label: string
  icon: LucideIcon
  size: ButtonProps['size']
  variant?: ButtonProps['variant']
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant={variant} size={size} aria-label={label}>
          <Icon aria-hidden="true" />
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  )
}
