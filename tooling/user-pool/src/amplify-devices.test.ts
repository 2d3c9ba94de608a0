// Device tracking with the real aws-amplify v6: the device Amplify confirms after sign-in, remember,
// list, the device SRP round on the next sign-in, forget, and a device the pool no longer knows.
import { Amplify } from 'aws-amplify'
import {
  fetchAuthSession,
  fetchDevices,
  forgetDevice,
  rememberDevice,
  signIn,
  signOut,
} from 'aws-amplify/auth'
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { dataDirPaths } from './data-dir-paths.ts'
import {
  adminClient,
  callCognito,
  createUser,
  decodeClaims,
  memoryKeyValueStorage,
  startTestPool,
  type TestPool,
} from './test-support.ts'

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

const email = 'carla.soto@cordillera.test'
const password = 'Cordillera1'
const storage = memoryKeyValueStorage()
let pool: TestPool
let username: string

const storedDeviceKey = () => storage.find('.deviceKey')
const accessToken = async () => (await fetchAuthSession()).tokens?.accessToken.toString() ?? ''

async function devicesOnRecord(): Promise<Record<string, { confirmed: boolean }>> {
  const { readFile } = await import('node:fs/promises')
  const file = JSON.parse(await readFile(dataDirPaths(pool.dataDir).devicesFile, 'utf8'))
  return file.users[username] ?? {}
}

beforeAll(async () => {
  pool = await startTestPool()
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.clientId,
        userPoolEndpoint: pool.endpoint,
      },
    },
  })
  cognitoUserPoolsTokenProvider.setKeyValueStorage(storage)
  username = await createUser(adminClient(pool.endpoint), email, password, 'Carla Soto')
})

afterAll(async () => {
  await signOut().catch(() => {})
  await pool?.cleanUp()
})

describe('devices', () => {
  it('hands out a device on sign-in, which Amplify confirms', async () => {
    await signIn({ username: email, password })
    const deviceKey = storedDeviceKey()
    expect(deviceKey).toMatch(/^us-east-2_[0-9a-f-]{36}$/)
    expect(decodeClaims(await accessToken()).device_key).toBe(deviceKey)
    expect((await devicesOnRecord())[deviceKey ?? '']?.confirmed).toBe(true)
    // The pool remembers devices only when the user opts in.
    expect(await fetchDevices()).toEqual([])
  })

  it('remembers the device and lists it', async () => {
    await rememberDevice()
    const devices = await fetchDevices()
    expect(devices).toHaveLength(1)
    expect(devices[0]?.id).toBe(storedDeviceKey())
    expect(devices[0]?.name).toBeTruthy()
    expect(devices[0]?.attributes['dev:device_remembered_status']).toBe('remembered')
    expect(devices[0]?.createDate).toBeInstanceOf(Date)
  })

  it('signs in again on the same device through the device SRP round', async () => {
    const deviceKey = storedDeviceKey()
    await signOut()
    expect(storedDeviceKey()).toBe(deviceKey)
    expect((await signIn({ username: email, password })).isSignedIn).toBe(true)
    // No new device was handed out: the stored one proved itself and is in the new token.
    expect(storedDeviceKey()).toBe(deviceKey)
    expect(Object.keys(await devicesOnRecord())).toEqual([deviceKey])
    expect(decodeClaims(await accessToken()).device_key).toBe(deviceKey)
    const refreshed = (await fetchAuthSession({ forceRefresh: true })).tokens?.accessToken
    expect(refreshed?.payload.device_key).toBe(deviceKey)
  })

  it('pages through the remembered devices and gets one', async () => {
    const token = await accessToken()
    // A second remembered device, registered by hand the way a second browser would.
    const other = await callCognito(pool.endpoint, 'InitiateAuth', {
      ClientId: pool.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    })
    const result = other.body.AuthenticationResult as {
      AccessToken: string
      NewDeviceMetadata: { DeviceKey: string }
    }
    const otherKey = result.NewDeviceMetadata.DeviceKey
    const confirm = await callCognito(pool.endpoint, 'ConfirmDevice', {
      AccessToken: result.AccessToken,
      DeviceKey: otherKey,
      DeviceName: 'Otro navegador',
      DeviceSecretVerifierConfig: { Salt: 'AQID', PasswordVerifier: 'BAUG' },
    })
    expect(confirm.body).toEqual({ UserConfirmationNecessary: true })
    await callCognito(pool.endpoint, 'UpdateDeviceStatus', {
      AccessToken: result.AccessToken,
      DeviceKey: otherKey,
      DeviceRememberedStatus: 'remembered',
    })
    const first = await callCognito(pool.endpoint, 'ListDevices', { AccessToken: token, Limit: 1 })
    expect(first.body.Devices).toHaveLength(1)
    expect(first.body.PaginationToken).toBeTruthy()
    const second = await callCognito(pool.endpoint, 'ListDevices', {
      AccessToken: token,
      Limit: 1,
      PaginationToken: first.body.PaginationToken,
    })
    expect(second.body.Devices).toHaveLength(1)
    expect(second.body.PaginationToken).toBeUndefined()
    const keys = [first, second].map(
      (page) => (page.body.Devices as { DeviceKey: string }[])[0]?.DeviceKey,
    )
    expect(keys.sort()).toEqual([storedDeviceKey(), otherKey].sort())
    const got = await callCognito(pool.endpoint, 'GetDevice', {
      AccessToken: token,
      DeviceKey: otherKey,
    })
    expect(got.body.Device).toMatchObject({
      DeviceKey: otherKey,
      DeviceAttributes: expect.arrayContaining([{ Name: 'device_name', Value: 'Otro navegador' }]),
    })
    await forgetDevice({ device: { id: otherKey } })
    expect((await fetchDevices()).map((device) => device.id)).toEqual([storedDeviceKey()])
  })

  it('forgets the current device; the next sign-in gets a new one', async () => {
    const deviceKey = storedDeviceKey()
    await forgetDevice()
    expect(storedDeviceKey()).toBeUndefined()
    expect(await fetchDevices()).toEqual([])
    const gone = await callCognito(pool.endpoint, 'GetDevice', {
      AccessToken: await accessToken(),
      DeviceKey: deviceKey,
    })
    expect(gone.body).toEqual({
      __type: 'ResourceNotFoundException',
      message: 'Device does not exist.',
    })
    await signOut()
    await signIn({ username: email, password })
    expect(storedDeviceKey()).toBeTruthy()
    expect(storedDeviceKey()).not.toBe(deviceKey)
  })

  it('recovers when the pool no longer knows the stored device', async () => {
    const deviceKey = storedDeviceKey()
    await callCognito(pool.endpoint, 'ForgetDevice', {
      AccessToken: await accessToken(),
      DeviceKey: deviceKey,
    })
    await signOut()
    // Amplify sends the stale key, is told "Device does not exist.", drops it and signs in anew.
    expect((await signIn({ username: email, password })).isSignedIn).toBe(true)
    expect(storedDeviceKey()).toBeTruthy()
    expect(storedDeviceKey()).not.toBe(deviceKey)
  })

  it('refuses device calls without a valid access token', async () => {
    const answer = await callCognito(pool.endpoint, 'ListDevices', { AccessToken: 'not-a-token' })
    expect(answer).toEqual({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Invalid Access Token' },
    })
  })
})
