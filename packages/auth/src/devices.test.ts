// Devices with Amplify stubbed: the mapping to Device (which one is this browser), and how device
// errors are sorted (docs/portals.md, errors), including the exact 'The user is not authenticated'.
import { emptySession } from '@cordillera/contracts'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const amplify = vi.hoisted(() => ({
  fetchDevices: vi.fn(),
  rememberDevice: vi.fn(),
  forgetDevice: vi.fn(),
}))
const tokens = vi.hoisted(() => ({ clearTokens: vi.fn(), getDeviceMetadata: vi.fn() }))
vi.mock('aws-amplify/auth', () => amplify)
vi.mock('aws-amplify/auth/cognito', () => ({
  cognitoUserPoolsTokenProvider: { tokenOrchestrator: tokens },
}))

const {
  DeviceError,
  deviceErrorMessage,
  forgetDevice,
  listDevices,
  rememberCurrentDevice,
  sessionStore,
} = await import('./index.ts')

const error = (name: string, message = 'english text') =>
  Object.assign(new Error(message), { name })
const signedIn = { ...emptySession, nombreUsuario: 'Camila Rojas', sesionIniciada: true }

/** Each device call, made to fail with `failure`. */
const calls = {
  listDevices: (failure: unknown) => {
    amplify.fetchDevices.mockRejectedValue(failure)
    return listDevices()
  },
  rememberCurrentDevice: (failure: unknown) => {
    amplify.rememberDevice.mockRejectedValue(failure)
    return rememberCurrentDevice()
  },
  forgetDevice: (failure: unknown) => {
    amplify.forgetDevice.mockRejectedValue(failure)
    return forgetDevice('us-east-2_otro')
  },
}

async function failureOf(promise: Promise<unknown>): Promise<InstanceType<typeof DeviceError>> {
  const failure = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(failure).toBeInstanceOf(DeviceError)
  return failure as InstanceType<typeof DeviceError>
}

beforeEach(() => {
  vi.resetAllMocks()
  sessionStore.set(signedIn)
})

describe('device calls', () => {
  it('lists the devices and marks the one Amplify keeps for this browser', async () => {
    const lastUsed = new Date('2026-03-02T14:30:00Z')
    amplify.fetchDevices.mockResolvedValue([
      {
        id: 'us-east-2_este',
        name: 'Chrome en Linux',
        attributes: {},
        lastAuthenticatedDate: lastUsed,
      },
      { id: 'us-east-2_otro', attributes: {} },
    ])
    tokens.getDeviceMetadata.mockResolvedValue({
      deviceKey: 'us-east-2_este',
      deviceGroupKey: 'g',
      randomPassword: 'p',
    })
    expect(await listDevices()).toEqual([
      { id: 'us-east-2_este', name: 'Chrome en Linux', lastUsed, current: true },
      { id: 'us-east-2_otro', name: 'us-east-2_otro', lastUsed: null, current: false },
    ])
  })

  it('marks no device as current when this browser has none', async () => {
    amplify.fetchDevices.mockResolvedValue([{ id: 'us-east-2_otro', name: 'Otro', attributes: {} }])
    tokens.getDeviceMetadata.mockResolvedValue(null)
    expect((await listDevices()).map((device) => device.current)).toEqual([false])
  })

  it('remembers this browser and forgets by id or this browser', async () => {
    await rememberCurrentDevice()
    expect(amplify.rememberDevice).toHaveBeenCalledOnce()
    await forgetDevice('us-east-2_otro')
    expect(amplify.forgetDevice).toHaveBeenLastCalledWith({ device: { id: 'us-east-2_otro' } })
    await forgetDevice()
    expect(amplify.forgetDevice).toHaveBeenLastCalledWith()
  })
})

describe.each(Object.entries(calls))('%s errors', (_name, call) => {
  it('InvalidParameterException → a device-configuration error', async () => {
    const cause = error('InvalidParameterException', 'Device tracking is off')
    const failure = await failureOf(call(cause))
    expect(failure).toMatchObject({
      kind: 'configuration',
      name: 'DeviceError',
      message: 'Device tracking has not been configured in this User Pool',
    })
    expect(failure.cause).toBe(cause)
    expect(deviceErrorMessage(failure)).toBe(
      'El servicio de inicio de sesión no tiene activado el registro de dispositivos para este navegador.',
    )
  })

  it('NetworkError → a network error', async () => {
    const failure = await failureOf(call(error('NetworkError', 'A network error has occurred.')))
    expect(failure).toMatchObject({ kind: 'network', message: 'Network Error' })
    expect(deviceErrorMessage(failure)).toMatch(/No se pudo conectar/)
    expect(sessionStore.get()).toEqual(signedIn)
  })

  it.each([
    error('UserUnAuthenticatedException', 'User needs to be authenticated to call this API.'),
    error('NotAuthorizedException', 'Access Token has been revoked'),
  ])(
    "no signed-in user → 'The user is not authenticated', and the session is cleaned ($name)",
    async (cause) => {
      const failure = await failureOf(call(cause))
      expect(failure.kind).toBe('unauthenticated')
      expect(failure.message).toBe('The user is not authenticated')
      expect(deviceErrorMessage(failure)).toBe('No has iniciado sesión.')
      expect(sessionStore.get()).toEqual(emptySession)
      expect(tokens.clearTokens).toHaveBeenCalledOnce()
    },
  )

  it('passes other errors through with their name and message', async () => {
    const cause = error('ResourceNotFoundException', 'Device does not exist.')
    const failure = await failureOf(call(cause))
    expect(failure).toMatchObject({
      kind: 'other',
      name: 'ResourceNotFoundException',
      message: 'Device does not exist.',
    })
    expect(failure.cause).toBe(cause)
    expect(deviceErrorMessage(failure)).toBe('Ese dispositivo ya no está registrado.')
    expect(sessionStore.get()).toEqual(signedIn)
  })
})

describe('deviceErrorMessage', () => {
  it('gives a Spanish message for errors that are not DeviceErrors too', () => {
    expect(deviceErrorMessage(error('NetworkError'))).toMatch(/No se pudo conectar/)
    expect(deviceErrorMessage(error('LimitExceededException'))).toBe(
      'Demasiados intentos. Espera unos minutos e intenta de nuevo.',
    )
    expect(deviceErrorMessage('???')).toBe('No se pudo completar la operación. Intenta de nuevo.')
  })
})
