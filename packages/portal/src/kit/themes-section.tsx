// The kit page's themes: the same sample in light and dark side by side, whatever the page's own
// theme (the header's button switches that one and remembers it).
import { Alert, AlertDescription } from '@cordillera/ui/components/alert'
import { Badge } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import { Input } from '@cordillera/ui/components/input'
import { Label } from '@cordillera/ui/components/label'
import { KitSection } from './kit-section.tsx'

function Sample({ theme, name }: { theme: 'light' | 'dark'; name: string }) {
  const id = `kit-tema-${theme}`
  return (
    <div className={`${theme} grid gap-3 rounded-xl border bg-background p-4 text-foreground`}>
      <p className="font-semibold">{name}</p>
      <div className="grid gap-2">
        <Label htmlFor={id}>Patente</Label>
        <Input id={id} defaultValue="KLRT-45" />
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge variant="success">Aprobado</Badge>
        <Badge variant="warning">Pendiente</Badge>
        <Badge variant="danger">Rechazado</Badge>
        <Badge variant="info">En revisión</Badge>
      </div>
      <Alert role="note" variant="warning">
        <AlertDescription>La revisión técnica vence pronto.</AlertDescription>
      </Alert>
      <div className="flex flex-wrap gap-2">
        <Button size="sm">Guardar</Button>
        <Button size="sm" variant="outline">
          Cancelar
        </Button>
        <Button size="sm" variant="destructive">
          Eliminar
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">Texto secundario sobre el fondo.</p>
    </div>
  )
}

export function ThemesSection() {
  return (
    <KitSection
      id="temas"
      title="Temas claro y oscuro"
      description="Por defecto sigue al sistema; el botón del encabezado fija claro u oscuro y lo recuerda en este navegador."
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Sample theme="light" name="Claro" />
        <Sample theme="dark" name="Oscuro" />
      </div>
    </KitSection>
  )
}
