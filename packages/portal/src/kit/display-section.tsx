// The kit page's display pieces: cards, avatars (picture and initials), the icon size presets of
// docs/portals.md, constants, and what a region shows while it loads or when it is empty.
import { Avatar } from '@cordillera/ui/components/avatar'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@cordillera/ui/components/card'
import { EmptyState } from '@cordillera/ui/components/empty-state'
import { Icon, type IconSize, iconSizes } from '@cordillera/ui/components/icon'
import { Skeleton } from '@cordillera/ui/components/skeleton'
import { Building2, Truck } from 'lucide-react'
import { KitExample, KitSection } from './kit-section.tsx'

export function DisplaySection() {
  return (
    <KitSection
      id="presentacion"
      title="Tarjetas, avatares e íconos"
      description="Tarjetas para agrupar datos de una ficha; avatares con iniciales cuando no hay foto; íconos en los tamaños del spec."
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h3>Excavadora EX-012</h3>
            </CardTitle>
            <CardDescription>Caterpillar 320 · 2021 · Flota Norte</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm">
            <p>
              Estado: <EstadoBadge estado="en-obra" />
            </p>
            <p>Obra actual: Costanera Norte (Las Condes)</p>
            <p className="tabular-nums">Horómetro: 1.213,0 h</p>
          </CardContent>
          <CardFooter className="gap-2">
            <Button size="sm">Ver ficha</Button>
            <Button size="sm" variant="outline">
              Movimientos
            </Button>
          </CardFooter>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h3>Avatares</h3>
            </CardTitle>
            <CardDescription>Iniciales del nombre y apellido paterno.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap items-center gap-3">
            <Avatar nombre="Juan Carlos Pizarro Soto" size="lg" />
            <Avatar nombre="Catalina Fuentes Muñoz" />
            <Avatar nombre="Administración Cordillera" size="sm" />
            <Avatar nombre="Portal Backoffice" src="/icons/icon-192.png" />
          </CardContent>
        </Card>
      </div>
      <KitExample title="Tamaños de ícono (xs 18, sm 24, md 32, lg 38, xl 46 px)">
        {(Object.keys(iconSizes) as IconSize[]).map((size) => (
          <span
            key={size}
            className="grid justify-items-center gap-1 text-xs text-muted-foreground"
          >
            <Icon icon={Truck} size={size} />
            {size} · {iconSizes[size]} px
          </span>
        ))}
      </KitExample>
      <div className="grid gap-4 md:grid-cols-2">
        <Card aria-busy="true">
          <CardHeader>
            <CardTitle asChild>
              <h3>Cargando</h3>
            </CardTitle>
            <CardDescription>Bloques en lugar del contenido que aún no llega.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-24 w-full" />
          </CardContent>
        </Card>
        <Card>
          <EmptyState
            icon={<Building2 />}
            title="Aún no hay obras"
            description="Crea la primera obra para asociarle contratos y equipos."
            action={<Button size="sm">Agregar obra</Button>}
          />
        </Card>
      </div>
    </KitSection>
  )
}
