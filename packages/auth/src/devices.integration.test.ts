// Devices against the real local user pool (no stubs): none remembered after sign-in, remember
// this browser (listed as current), forget it, and the exact error once signed out.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DeviceError } from './device-error.ts'
import { forgetDevice, listDevices, rememberCurrentDevice } from './devices.ts'
import { signIn } from './sign-in.ts'
import { signOut } from './sign-out.ts'
import { startTestUserPool, type TestUserPool } from './test-user-pool.ts'

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

let pool: TestUserPool

beforeAll(async () => {
  pool = await startTestUserPool('carla.soto@cordillera.test', 'Cordillera2026!')
})

afterAll(async () => {
  await signOut().catch(() => {})
  await pool?.cleanUp()
})

describe('devices (local user pool)', () => {
  it('lists no device right after signing in (the pool remembers on request)', async () => {
    expect(await signIn(pool.email, pool.password)).toEqual({ kind: 'done' })
    expect(await listDevices()).toEqual([])
  })

  it('remembers this browser, listed as the current device', async () => {
    await rememberCurrentDevice()
    const devices = await listDevices()
    expect(devices).toEqual([
      {
        id: expect.stringMatching(/^us-east-2_/),
        name: expect.any(String),
        lastUsed: expect.any(Date),
        current: true,
      },
    ])
    expect(devices[0]?.name).not.toBe('')
  })

  it('forgets this browser', async () => {
    await forgetDevice()
    expect(await listDevices()).toEqual([])
  })

  it("refuses device calls once signed out with 'The user is not authenticated'", async () => {
    await signOut()
    for (const call of [listDevices, rememberCurrentDevice, () => forgetDevice('us-east-2_x')]) {
      const failure = await call().then(
        () => undefined,
        (reason: unknown) => reason,
      )
      expect(failure).toBeInstanceOf(DeviceError)
      expect(failure).toMatchObject({
        kind: 'unauthenticated',
        message: 'The user is not authenticated',
      })
    }
  })
})
