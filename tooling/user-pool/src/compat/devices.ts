// The devices Cognito tracks per user: created when a sign-in hands out NewDeviceMetadata,
// confirmed with the client's SRP verifier (ConfirmDevice), remembered or not, forgotten. On disk.
import { randomBytes, randomUUID } from 'node:crypto'
import { LOCAL_USER_POOL } from '../local-user-pool.ts'
import { JsonFileState } from './json-file-state.ts'

export type RememberedStatus = 'remembered' | 'not_remembered'

export type DeviceRecord = {
  key: string
  groupKey: string
  confirmed: boolean
  name?: string
  /** The client's SRP salt and verifier (base64 of padded-hex bytes), set by ConfirmDevice. */
  salt?: string
  verifier?: string
  remembered?: RememberedStatus
  lastIp?: string
  createdAt: number
  modifiedAt: number
  lastAuthenticatedAt: number
}

type DeviceFile = { users: Record<string, Record<string, DeviceRecord>> }

/** Devices handed out but never confirmed are dropped after a day. */
const unconfirmedLifetimeSeconds = 24 * 3600

const nowSeconds = () => Math.floor(Date.now() / 1000)

export class Devices {
  readonly #state: JsonFileState<DeviceFile>

  private constructor(state: JsonFileState<DeviceFile>) {
    this.#state = state
  }

  static async open(file: string): Promise<Devices> {
    return new Devices(await JsonFileState.open(file, { users: {} }))
  }

  get(username: string, key: unknown): DeviceRecord | undefined {
    if (typeof key !== 'string') return undefined
    return this.#state.value.users[username]?.[key]
  }

  list(username: string): DeviceRecord[] {
    return Object.values(this.#state.value.users[username] ?? {}).sort(
      (a, b) => a.createdAt - b.createdAt || a.key.localeCompare(b.key),
    )
  }

  async create(username: string, lastIp: string | undefined): Promise<DeviceRecord> {
    const now = nowSeconds()
    const device: DeviceRecord = {
      key: `${LOCAL_USER_POOL.region}_${randomUUID()}`,
      groupKey: `-${randomBytes(7).toString('base64url')}`,
      confirmed: false,
      lastIp,
      createdAt: now,
      modifiedAt: now,
      lastAuthenticatedAt: now,
    }
    await this.#state.update((value) => {
      const devices = value.users[username] ?? {}
      for (const [key, other] of Object.entries(devices)) {
        if (!other.confirmed && other.createdAt < now - unconfirmedLifetimeSeconds)
          delete devices[key]
      }
      devices[device.key] = device
      value.users[username] = devices
    })
    return device
  }

  update(username: string, key: string, change: Partial<DeviceRecord>): Promise<void> {
    return this.#state.update((value) => {
      const device = value.users[username]?.[key]
      if (device) Object.assign(device, change)
    })
  }

  forget(username: string, key: string): Promise<void> {
    return this.#state.update((value) => {
      delete value.users[username]?.[key]
    })
  }
}
