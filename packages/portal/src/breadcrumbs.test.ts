import { describe, expect, it } from 'vitest'
import { breadcrumbsFor } from './breadcrumbs.ts'

const labels = (portal: Parameters<typeof breadcrumbsFor>[0], path: string) =>
  breadcrumbsFor(portal, path).map((crumb) => crumb.label)

describe('breadcrumbsFor', () => {
  it('walks the catalogue from Inicio to the page', () => {
    expect(breadcrumbsFor('backoffice', '/obras/12/editar')).toEqual([
      { label: 'Inicio', href: '/' },
      { label: 'Obras', href: '/obras' },
      { label: 'Obra', href: '/obras/12' },
      { label: 'Editar obra', href: '/obras/12/editar' },
    ])
    expect(labels('backoffice', '/kit')).toEqual(['Inicio', 'Kit de interfaz'])
  })

  it('skips paths that are no route of their own, and knows the portal', () => {
    expect(labels('operador', '/operador/reports-historico')).toEqual([
      'Inicio',
      'Histórico de reports',
    ])
    expect(labels('backoffice', '/operador/reports-historico')).toEqual([])
  })

  it('has only Inicio on the index page and nothing for an unknown URL', () => {
    expect(labels('backoffice', '/')).toEqual(['Inicio'])
    expect(labels('backoffice', '/no/existe')).toEqual([])
  })
})
