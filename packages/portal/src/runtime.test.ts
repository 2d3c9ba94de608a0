import { clearUserData } from '@cordillera/auth/user-data'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const createPortalServices = vi.fn()
vi.mock('./runtime-services.ts', () => ({ createPortalServices }))

const { configurePortal, loadPortalRuntime, portalRuntime, portalSettings } = await import(
  './runtime.ts'
)

const settings = {
  portal: 'backoffice' as const,
  title: 'Backoffice',
  welcome: 'Hola',
  apiUrl: 'http://localhost:3000',
  cognito: { region: 'us-east-2', userPoolId: 'us-east-2_x', userPoolClientId: 'client' },
}
const services = { api: {}, me: { getMe: vi.fn() }, loginSteps: {} }

describe('the portal runtime', () => {
  beforeEach(() => {
    createPortalServices.mockReset()
    configurePortal(settings)
  })

  it('gives the settings at once and the services only once loaded', async () => {
    createPortalServices.mockReturnValue(services)
    expect(portalSettings().title).toBe('Backoffice')
    expect(() => portalRuntime()).toThrow(/loadPortalRuntime/)
    const runtime = await loadPortalRuntime()
    expect(runtime.api).toBe(services.api)
    expect(portalRuntime().title).toBe('Backoffice')
    await loadPortalRuntime()
    expect(createPortalServices).toHaveBeenCalledTimes(1)
  })

  it('uses the services module it is given instead of loading it', async () => {
    const given = { createPortalServices: vi.fn(() => services) }
    const runtime = await loadPortalRuntime(given as never)
    expect(runtime.api).toBe(services.api)
    expect(given.createPortalServices).toHaveBeenCalledWith(settings)
    expect(createPortalServices).not.toHaveBeenCalled()
  })

  it('tries again on the next call after a failed load', async () => {
    createPortalServices.mockImplementationOnce(() => {
      throw new Error('offline')
    })
    createPortalServices.mockReturnValue(services)
    await expect(loadPortalRuntime()).rejects.toThrow('offline')
    await expect(loadPortalRuntime()).resolves.toMatchObject({ api: services.api })
  })

  it("registers the portal's user data rules, replaced when it is configured again", async () => {
    const reports = vi.fn()
    configurePortal({ ...settings, userData: [{ name: 'reports', clear: reports }] })
    await clearUserData()
    expect(reports).toHaveBeenCalledOnce()
    configurePortal(settings)
    await clearUserData()
    expect(reports).toHaveBeenCalledOnce()
  })
})
