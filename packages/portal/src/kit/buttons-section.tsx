// The kit page's buttons: every variant and size, and the states a user meets (disabled, waiting).
import { Button } from '@cordillera/ui/components/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '@cordillera/ui/components/tooltip'
import { Download, Pencil, Plus, Trash2 } from 'lucide-react'
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
        <Tooltip>
          <TooltipTrigger asChild>
            <Button variant="outline" size="icon-sm" aria-label="Editar">
              <Pencil aria-hidden="true" />
            </Button>
          </TooltipTrigger>
          <TooltipContent>Editar</TooltipContent>
        </Tooltip>
        <Tooltip>
          <TooltipTrigger asChild>
            <Button variant="outline" size="icon" aria-label="Descargar">
              <Download aria-hidden="true" />
            </Button>
          </TooltipTrigger>
          <TooltipContent>Descargar</TooltipContent>
        </Tooltip>
        <Tooltip>
          <TooltipTrigger asChild>
            <Button variant="destructive" size="icon-lg" aria-label="Eliminar">
              <Trash2 aria-hidden="true" />
            </Button>
          </TooltipTrigger>
          <TooltipContent>Eliminar</TooltipContent>
        </Tooltip>
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
