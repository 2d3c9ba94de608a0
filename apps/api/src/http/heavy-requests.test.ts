// Heavy work takes turns: which routes take one, and that a turn waits, passes on in order, and is
// given up when the request's time runs out.
import {
  exportRazonesSocialesRoute,
  getDashboardEquiposRoute,
  getDisponibilidadFlotaRoute,
  getMarcaRoute,
  listMarcasRoute,
} from '@cordillera/contracts'
import { describe, expect, it } from 'vitest'
import { isHeavyRoute, Turns } from './heavy-requests.ts'

describe('isHeavyRoute', () => {
  it('takes period reports and exports, not lists and details', () => {
    expect(isHeavyRoute(getDisponibilidadFlotaRoute)).toBe(true)
    expect(isHeavyRoute(getDashboardEquiposRoute)).toBe(true)
    expect(isHeavyRoute(exportRazonesSocialesRoute)).toBe(true)
    expect(isHeavyRoute(listMarcasRoute)).toBe(false)
    expect(isHeavyRoute(getMarcaRoute)).toBe(false)
  })
})

/** A piece of work that ends when told to. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened }
}

describe('Turns', () => {
  it('runs at most `max` at once; the next waits and starts when one ends, in order', async () => {
    const turns = new Turns(2)
    const started: string[] = []
    const gates = { a: gate(), b: gate(), c: gate(), d: gate() }
    const run = (name: keyof typeof gates) =>
      turns.run(async () => {
        started.push(name)
        await gates[name].opened
        return name
      })
    const a = run('a')
    const b = run('b')
    const c = run('c')
    const d = run('d')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(started).toEqual(['a', 'b'])
    gates.b.open()
    expect(await b).toBe('b')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(started).toEqual(['a', 'b', 'c'])
    gates.a.open()
    gates.c.open()
    gates.d.open()
    expect(await Promise.all([a, c, d])).toEqual(['a', 'c', 'd'])
    expect(started).toEqual(['a', 'b', 'c', 'd'])
  })

  it('a waiter whose request timed out leaves the line and never runs', async () => {
    const turns = new Turns(1)
    const first = gate()
    const ran: string[] = []
    const running = turns.run(async () => {
      ran.push('first')
      await first.opened
    })
    const deadline = new AbortController()
    const waiting = turns.run(async () => {
      ran.push('late')
    }, deadline.signal)
    const after = turns.run(async () => {
      ran.push('after')
    })
    deadline.abort(new Error('tiempo agotado'))
    await expect(waiting).rejects.toThrow('tiempo agotado')
    first.open()
    await Promise.all([running, after])
    expect(ran).toEqual(['first', 'after'])
  })

  it('a turn whose work fails passes on all the same', async () => {
    const turns = new Turns(1)
    const failing = turns.run(async () => {
      throw new Error('falló')
    })
    await expect(failing).rejects.toThrow('falló')
    expect(await turns.run(async () => 'siguiente')).toBe('siguiente')
  })
})
