// A 401 from the API ends the browser's session once, however many calls were refused together;
// any other answer leaves it alone, and every answer reaches its caller as it came.
import { describe, expect, it, vi } from 'vitest'
import { apiRefusalEndsSession } from './api-refusal-ends-session.ts'

const answering = (...statuses: number[]) => {
  const queue = [...statuses]
  return vi.fn(async () => new Response('{}', { status: queue.shift() ?? 200 }))
}

describe('apiRefusalEndsSession', () => {
  it('ends the session when the API refuses the token, and hands the answer on', async () => {
    const endSession = vi.fn(async () => {})
    const fetch = apiRefusalEndsSession(answering(401), endSession)
    const response = await fetch('http://api.test/v1/solicitudes-cliente')
    expect(response.status).toBe(401)
    expect(endSession).toHaveBeenCalledOnce()
  })

  it('ends it once for calls refused together, and again for a later refusal', async () => {
    let finish = () => {}
    const endSession = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const fetch = apiRefusalEndsSession(answering(401, 401, 401), endSession)
    await Promise.all([fetch('http://api.test/a'), fetch('http://api.test/b')])
    expect(endSession).toHaveBeenCalledOnce()
    finish()
    await new Promise((resolve) => setTimeout(resolve, 0))
    await fetch('http://api.test/c')
    expect(endSession).toHaveBeenCalledTimes(2)
  })

  it('leaves the session alone on any other answer, and survives a failed ending', async () => {
    const endSession = vi.fn(async () => {
      throw new Error('sin conexión')
    })
    const fetch = apiRefusalEndsSession(answering(200, 403, 404, 500, 401), endSession)
    for (const status of [200, 403, 404, 500]) {
      expect((await fetch('http://api.test/x')).status).toBe(status)
    }
    expect(endSession).not.toHaveBeenCalled()
    expect((await fetch('http://api.test/x')).status).toBe(401)
    expect(endSession).toHaveBeenCalledOnce()
  })
})
