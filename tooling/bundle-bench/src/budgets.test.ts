import { describe, expect, it } from 'vitest'
import { budgetOf } from './budgets.ts'

describe('budgetOf', () => {
  it('holds /login to 1.3× the bare SPA in every portal', () => {
    for (const portal of ['backoffice', 'arrendador', 'operador']) {
      expect(budgetOf(portal, ['root', 'login'])).toBe(1.3)
    }
  })

  it("holds the phone portals' signed-in screens to 2.0× and leaves their other public pages out", () => {
    expect(budgetOf('operador', ['root', 'guarded', 'operador-reports'])).toBe(2)
    expect(budgetOf('arrendador', ['root', 'guarded', 'not-found'])).toBe(2)
    expect(budgetOf('operador', ['root', 'olvido-contrasenia'])).toBeUndefined()
  })

  it('holds every backoffice screen to 3.0× but the kit page', () => {
    expect(budgetOf('backoffice', ['root', 'guarded', 'obras'])).toBe(3)
    expect(budgetOf('backoffice', ['root', 'olvido-contrasenia'])).toBe(3)
    expect(budgetOf('backoffice', ['root', 'guarded', 'kit'])).toBeUndefined()
  })
})
