// A detail's card of related rows: the total in es-CL, one table row per related row with the
// columns' cells, the empty state when there are none, and the link to the list only when the
// screen gives it and it leads somewhere the card does not already show.
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import {
  type RelatedColumn,
  RelatedRowsCard,
  type RelatedRowsCardProps,
} from './related-rows-card.tsx'

type Obra = { id: string; codigo: string; nombre: string; comuna: string }

const obras: Obra[] = [
  { id: 'a', codigo: 'OB-0001', nombre: 'Edificio Alcántara', comuna: 'Las Condes' },
  { id: 'b', codigo: 'OB-0002', nombre: 'Parque Ñuñoa', comuna: 'Ñuñoa' },
]

const columns: RelatedColumn<Obra>[] = [
  { header: 'Código', cell: (obra) => obra.codigo, className: 'tabular-nums' },
  { header: 'Obra', cell: (obra) => obra.nombre },
  { header: 'Comuna', cell: (obra) => obra.comuna, hideBelow: 'sm' },
]

function html(props: Partial<RelatedRowsCardProps<Obra>> = {}) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <RelatedRowsCard
        title="Obras"
        total={obras.length}
        rows={obras}
        columns={columns}
        rowKey={(obra) => obra.id}
        empty={{ title: 'Sin obras', description: 'Esta razón social aún no tiene obras.' }}
        {...props}
      />
    </MemoryRouter>,
  )
}

describe('RelatedRowsCard', () => {
  it('shows the total in es-CL and one row per related row, under named column headers', () => {
    const page = html({ total: 1234 })
    expect(page).toContain('Obras <span class="text-muted-foreground">(1.234)</span>')
    expect(page).toContain('<caption class="sr-only">Obras</caption>')
    expect(page.match(/<th scope="col"/g)).toHaveLength(3)
    expect(page).toContain('Edificio Alcántara')
    expect(page).toContain('Parque Ñuñoa')
    expect(page.match(/<tr class="border-t">/g)).toHaveLength(2)
    expect(page).not.toContain('Sin obras')
  })

  it('hides the least needed column on narrow screens and keeps the cells’ own classes', () => {
    const page = html()
    expect(page).toContain('class="hidden sm:table-cell py-2 font-medium">Comuna</th>')
    expect(page).toContain('<td class="tabular-nums py-2 pr-3">OB-0001</td>')
  })

  it('says so, with how rows get there, when there are none', () => {
    const page = html({ total: 0, rows: [] })
    expect(page).toContain('Sin obras')
    expect(page).toContain('Esta razón social aún no tiene obras.')
    expect(page).not.toContain('<table')
  })

  it('names the table for screen readers apart from the heading when asked', () => {
    expect(html({ caption: 'Obras del grupo' })).toContain(
      '<caption class="sr-only">Obras del grupo</caption>',
    )
  })

  it('links to the list only when given, and when more rows exist than the card shows', () => {
    expect(html()).not.toContain('<a ')
    const list = {
      href: '/obras?razonSocialId=x',
      label: 'Ver las obras',
      show: 'when-more' as const,
    }
    expect(html({ list })).not.toContain('Ver las obras')
    expect(html({ list, total: 30 })).toContain('href="/obras?razonSocialId=x"')
  })

  it("links whenever there is a row when the screen asks 'when-any'", () => {
    const list = { href: '/activos?flotaId=x', label: 'Ver en la lista', show: 'when-any' as const }
    expect(html({ list })).toContain('Ver en la lista')
    expect(html({ list, total: 0, rows: [] })).not.toContain('Ver en la lista')
  })

  it('puts the header action beside the heading', () => {
    expect(html({ action: <button type="button">Gestionar documentos</button> })).toContain(
      'Gestionar documentos</button>',
    )
  })
})
