// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useRunning } from './use-running.ts'

describe('useRunning', () => {
  it('names the action under way until it settles, and hands back its answer', async () => {
    const { result } = renderHook(() => useRunning<'csv' | 'xlsx'>())
    let finish: (value: string) => void = () => {}
    let answer: Promise<string> = Promise.resolve('')
    act(() => {
      answer = result.current.run(() => new Promise<string>((resolve) => (finish = resolve)), 'csv')
    })
    expect(result.current.running).toBe('csv')
    expect(result.current.busy).toBe(true)
    await act(async () => finish('listo'))
    expect(await answer).toBe('listo')
    expect(result.current.running).toBeNull()
    expect(result.current.busy).toBe(false)
  })

  it('ends on a failure too, and passes the error on', async () => {
    const { result } = renderHook(() => useRunning())
    let failed: unknown
    await act(async () => {
      await result.current
        .run(() => Promise.reject(new Error('Sin conexión')))
        .catch((error) => {
          failed = error
        })
    })
    expect((failed as Error).message).toBe('Sin conexión')
    expect(result.current.busy).toBe(false)
  })
})
