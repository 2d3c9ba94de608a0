// The device calls Amplify makes (ConfirmDevice after a sign-in, rememberDevice, fetchDevices,
// forgetDevice) plus GetDevice, all authorized by the user's access token.
import { authenticate } from '../access-token.ts'
import { deviceNotFound, invalidParameter } from '../cognito-error.ts'
import type { DeviceRecord } from '../devices.ts'
import { nowSeconds, type Operation, readPool, stringParameter } from '../layer-context.ts'

const maxDevicesPerPage = 60

function deviceResponse(device: DeviceRecord) {
  const attributes: [string, string | undefined][] = [
    ['device_status', 'valid'],
    ['device_name', device.name],
    ['dev:device_remembered_status', device.remembered],
    ['last_ip', device.lastIp],
  ]
  return {
    DeviceKey: device.key,
    DeviceAttributes: attributes
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([Name, Value]) => ({ Name, Value })),
    DeviceCreateDate: device.createdAt,
    DeviceLastModifiedDate: device.modifiedAt,
    DeviceLastAuthenticatedDate: device.lastAuthenticatedAt,
  }
}

export const confirmDevice: Operation = async (ctx, { body, sourceIp }) => {
  const { user } = await authenticate(ctx, body.AccessToken)
  const key = stringParameter(body, 'DeviceKey')
  if (!ctx.devices.get(user.Username, key)) throw deviceNotFound()
  const config = (body.DeviceSecretVerifierConfig ?? {}) as Record<string, unknown>
  const verifier = stringParameter(config, 'PasswordVerifier', 'DeviceSecretVerifierConfig')
  const salt = stringParameter(config, 'Salt', 'DeviceSecretVerifierConfig')
  // With "remember on user prompt", a confirmed device stays unremembered until the user opts in.
  const onPrompt =
    (await readPool(ctx)).Options.DeviceConfiguration?.DeviceOnlyRememberedOnUserPrompt === true
  const now = nowSeconds()
  await ctx.devices.update(user.Username, key, {
    confirmed: true,
    verifier,
    salt,
    name: typeof body.DeviceName === 'string' ? body.DeviceName : undefined,
    remembered: onPrompt ? 'not_remembered' : 'remembered',
    lastIp: sourceIp,
    modifiedAt: now,
    lastAuthenticatedAt: now,
  })
  return { UserConfirmationNecessary: onPrompt }
}

export const updateDeviceStatus: Operation = async (ctx, { body }) => {
  const { user } = await authenticate(ctx, body.AccessToken)
  const key = stringParameter(body, 'DeviceKey')
  const status = body.DeviceRememberedStatus
  if (status !== 'remembered' && status !== 'not_remembered') {
    throw invalidParameter('DeviceRememberedStatus must be remembered or not_remembered')
  }
  if (!ctx.devices.get(user.Username, key)) throw deviceNotFound()
  await ctx.devices.update(user.Username, key, {
    remembered: status,
    modifiedAt: nowSeconds(),
  })
  return {}
}

export const listDevices: Operation = async (ctx, { body }) => {
  const { user } = await authenticate(ctx, body.AccessToken)
  const limit = body.Limit === undefined ? maxDevicesPerPage : Number(body.Limit)
  if (!Number.isInteger(limit) || limit < 0 || limit > maxDevicesPerPage) {
    throw invalidParameter(`Limit must be between 0 and ${maxDevicesPerPage}`)
  }
  // Cognito lists the devices the user chose to remember, not every one it tracks.
  const remembered = ctx.devices
    .list(user.Username)
    .filter((device) => device.confirmed && device.remembered === 'remembered')
  const start = body.PaginationToken
    ? remembered.findIndex((device) => device.key === body.PaginationToken)
    : 0
  if (start < 0) throw invalidParameter('Invalid PaginationToken')
  const page = remembered.slice(start, start + limit)
  const next = remembered[start + limit]
  return { Devices: page.map(deviceResponse), ...(next ? { PaginationToken: next.key } : {}) }
}

export const getDevice: Operation = async (ctx, { body }) => {
  const { user } = await authenticate(ctx, body.AccessToken)
  const device = ctx.devices.get(user.Username, stringParameter(body, 'DeviceKey'))
  if (!device?.confirmed) throw deviceNotFound()
  return { Device: deviceResponse(device) }
}

export const forgetDevice: Operation = async (ctx, { body }) => {
  const { user } = await authenticate(ctx, body.AccessToken)
  const key = stringParameter(body, 'DeviceKey')
  if (!ctx.devices.get(user.Username, key)) throw deviceNotFound()
  await ctx.devices.forget(user.Username, key)
  return {}
}
