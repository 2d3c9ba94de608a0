// The kit page's navigation pieces: tabs and breadcrumbs (the page header is the page's own, at
// the top; the app shell's drawer and bottom bar are around it).

import { href } from '@cordillera/permissions'
import { estadoLabel } from '@cordillera/ui/components/badge'
import { Breadcrumbs } from '@cordillera/ui/components/breadcrumb'
import { Pagination } from '@cordillera/ui/components/pagination'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cordillera/ui/components/tabs'
import { useState } from 'react'
import { KitExample, KitSection } from './kit-section.tsx'

const etapas = [
  ['revision-comercial-1', 4],
  ['revision-obra', 7],
  ['observado-obra', 2],
  ['revision-comercial-2', 1],
  ['aprobado-obra', 23],
] as const

export function NavigationSection() {
  const [page, setPage] = useState(2)
  return (
    <KitSection
      id="navegacion"
      title="Navegación"
      description="Pestañas para vistas de una misma pantalla; migas de pan para saber dónde se está. En teléfonos, el menú se abre en un panel y el portal operador tiene una barra inferior."
    >
      <Tabs defaultValue="revision-comercial-1">
        <TabsList aria-label="Etapas del EDP">
          {etapas.map(([etapa, cantidad]) => (
            <TabsTrigger key={etapa} value={etapa}>
              {estadoLabel(etapa)}
              <span className="tabular-nums">({cantidad})</span>
            </TabsTrigger>
          ))}
        </TabsList>
        {etapas.map(([etapa, cantidad]) => (
          <TabsContent key={etapa} value={etapa} className="rounded-md border p-4 text-sm">
            {cantidad} EDP en esta etapa.
          </TabsContent>
        ))}
      </Tabs>
      <KitExample title="Migas de pan">
        <Breadcrumbs
          label="Ejemplo de migas de pan"
          items={[
            { label: 'Inicio', href: href('index') },
            { label: 'Obras', href: '#navegacion' },
            { label: 'Costanera Norte', href: '#navegacion' },
            { label: 'Editar obra' },
          ]}
        />
      </KitExample>
      <KitExample title="Paginación">
        <Pagination page={page} pageCount={12} onPageChange={setPage} />
      </KitExample>
    </KitSection>
  )
}
