// The user's remembered devices (docs/portals.md, session and auth calls): list them, remember this browser, forget
// one. Every failure is a DeviceError; one that means the session is gone also cleans it up.
import { forgetDevice as amplifyForgetDevice, fetchDevices, rememberDevice } from 'aws-amplify/auth'
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito'
import { toDeviceError } from './device-error.ts'
import { handleInvalidSession } from './invalid-session.ts'

export type Device = { id: string; name: string; lastUsed: Date | null; current: boolean }

async function deviceCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    const deviceError = toDeviceError(error)
    if (deviceError.kind === 'unauthenticated') await handleInvalidSession()
    throw deviceError
  }
}

/** The device key the user pool gave this browser at sign-in, which Amplify keeps with the tokens. */
async function thisBrowsersDeviceKey(): Promise<string | null> {
  try {
    const metadata = await cognitoUserPoolsTokenProvider.tokenOrchestrator.getDeviceMetadata()
    return metadata?.deviceKey ?? null
  } catch {
    return null
  }
}

export function listDevices(): Promise<Device[]> {
  return deviceCall(async () => {
    const devices = await fetchDevices()
    const current = await thisBrowsersDeviceKey()
    return devices.map((device) => ({
      id: device.id,
      // Amplify names the device after the browser's user agent; the key is the last resort.
      name: device.name ?? device.id,
      lastUsed: device.lastAuthenticatedDate ?? device.lastModifiedDate ?? null,
      current: device.id === current,
    }))
  })
}

export function rememberCurrentDevice(): Promise<void> {
  return deviceCall(() => rememberDevice())
}

/** Forgets the device `id`, or this browser's device when there is none. */
export function forgetDevice(id?: string): Promise<void> {
  return deviceCall(() => (id ? amplifyForgetDevice({ device: { id } }) : amplifyForgetDevice()))
}
