// /kit (backoffice, key sistema/kit-ui: su by default): the UI kit's page. Every component of
// packages/ui in each of its states, light and dark, so a developer picks the right piece and a
// review sees the whole kit at once; the accessibility suite (apps/backoffice/e2e/a11y.spec.ts)
// checks this page. A new kit component gets a section here (packages/portal/src/kit/).
import { Button } from '@cordillera/ui/components/button'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { ThemeToggle } from '@cordillera/ui/components/theme-toggle'
import { ButtonsSection } from '../kit/buttons-section.tsx'
import { ChartsSection } from '../kit/charts-section.tsx'
import { DataTableSection } from '../kit/data-table-section.tsx'
import { DisplaySection } from '../kit/display-section.tsx'
import { FeedbackSection } from '../kit/feedback-section.tsx'
import { FormControlsSection } from '../kit/form-controls-section.tsx'
import { FormInputsSection } from '../kit/form-inputs-section.tsx'
import { NavigationSection } from '../kit/navigation-section.tsx'
import { OverlaysSection } from '../kit/overlays-section.tsx'
import { ThemesSection } from '../kit/themes-section.tsx'
import { ValidatedFormSection } from '../kit/validated-form-section.tsx'

const sections = [
  ['botones', 'Botones'],
  ['formularios', 'Controles'],
  ['campos', 'Campos chilenos'],
  ['formulario', 'Formulario validado'],
  ['tabla', 'Tabla de datos'],
  ['superposiciones', 'Diálogos y menús'],
  ['estados', 'Estados y avisos'],
  ['navegacion', 'Navegación'],
  ['presentacion', 'Tarjetas e íconos'],
  ['graficos', 'Gráficos'],
  ['temas', 'Temas'],
] as const

export default function Kit() {
  return (
    <div className="grid grid-cols-1 gap-10">
      <PageHeader
        title="Kit de interfaz"
        description="Los componentes de los portales en todos sus estados. Úsalos tal cual: cada uno ya trae su texto en español, su foco visible y su nombre accesible."
        actions={
          <>
            <ThemeToggle />
            <Button asChild variant="outline">
              <a href="#temas">Ver claro y oscuro</a>
            </Button>
          </>
        }
      />
      <nav aria-label="Secciones del kit">
        <ul className="flex flex-wrap gap-2 text-sm">
          {sections.map(([id, label]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex rounded-md border px-3 py-1.5 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ButtonsSection />
      <FormControlsSection />
      <FormInputsSection />
      <ValidatedFormSection />
      <DataTableSection />
      <OverlaysSection />
      <FeedbackSection />
      <NavigationSection />
      <DisplaySection />
      <ChartsSection />
      <ThemesSection />
    </div>
  )
}
