import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './when-idle.ts'

type IdleGlobals = {
  requestIdleCallback?: (task: () => void, options: { timeout: number }) => number
  cancelIdleCallback?: (handle: number) => void
}
const globals = globalThis as IdleGlobals

afterEach(() => {
  delete globals.requestIdleCallback
  delete globals.cancelIdleCallback
})

describe('whenIdle', () => {
  it('waits for the browser to be idle, bounded by the timeout, and can be cancelled', () => {
    const pending = new Map<number, () => void>()
    let next = 0
    const asked: number[] = []
    globals.requestIdleCallback = (task, { timeout }) => {
      asked.push(timeout)
      pending.set(++next, task)
      return next
    }
    globals.cancelIdleCallback = (handle) => pending.delete(handle)
    const started: string[] = []
    whenIdle(() => started.push('toaster'))
    const cancel = whenIdle(() => started.push('sync'), 500)
    expect(started).toEqual([])
    expect(asked).toEqual([2_000, 500])
    cancel()
    for (const task of pending.values()) task()
    expect(started).toEqual(['toaster'])
  })

  it('runs on the next turn where the browser has no idle callbacks', async () => {
    vi.useFakeTimers()
    try {
      const started: string[] = []
      whenIdle(() => started.push('pwa'))
      expect(started).toEqual([])
      await vi.advanceTimersByTimeAsync(1)
      expect(started).toEqual(['pwa'])
    } finally {
      vi.useRealTimers()
    }
  })
})
