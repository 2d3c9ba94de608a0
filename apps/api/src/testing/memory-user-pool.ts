// Test support: a user pool kept in memory, for tests about our side of the pool (seed, CLI, the
// users' administration) that need no emulator. The administration calls keep Cognito's states
// and answer its refusals as the port does (the API's Spanish catalogue); `failNext` makes the
// next call fail as an unreachable pool would.
import { randomUUID } from 'node:crypto'
import {
  type PoolUserInput,
  type PoolUserState,
  type UserPoolAdministration,
  UserPoolUnavailableError,
  userPoolRefusal,
} from '../user-pool/user-pool-admin.ts'

type MemoryUser = PoolUserInput & {
  sub: string
  status: PoolUserState['status']
  enabled: boolean
}

export type MemoryUserPool = UserPoolAdministration & {
  users: Map<string, MemoryUser>
  /** The next call throws UserPoolUnavailableError (the API answers 503). */
  failNext(): void
}

const refusal = (name: string) =>
  userPoolRefusal(Object.assign(new Error(name), { name })) ?? new Error(name)

export function createMemoryUserPool(): MemoryUserPool {
  const users = new Map<string, MemoryUser>()
  let failing = false
  const reach = () => {
    if (!failing) return
    failing = false
    throw new UserPoolUnavailableError('The user pool is unavailable (test)')
  }
  const existing = (email: string) => {
    reach()
    const user = users.get(email)
    if (!user) throw refusal('UserNotFoundException')
    return user
  }
  return {
    users,
    failNext() {
      failing = true
    },
    async findUser(email) {
      reach()
      return users.get(email)?.sub ?? null
    },
    async createUser(input) {
      reach()
      if (users.has(input.email))
        throw Object.assign(new Error('exists'), { name: 'UsernameExistsException' })
      const sub = randomUUID()
      users.set(input.email, { ...input, sub, status: 'CONFIRMED', enabled: true })
      return sub
    },
    async setPassword(email, password) {
      const user = existing(email)
      user.password = password
      user.status = 'CONFIRMED'
    },
    async inviteUser({ email, nombre, delivery }) {
      reach()
      if (users.has(email)) throw refusal('UsernameExistsException')
      const sub = randomUUID()
      const password = `Temporal-${sub.slice(0, 8)}A1!`
      users.set(email, {
        email,
        nombre,
        password,
        sub,
        status: 'FORCE_CHANGE_PASSWORD',
        enabled: true,
      })
      return { sub, temporaryPassword: delivery === 'show' ? password : null }
    },
    async userState(email) {
      reach()
      const user = users.get(email)
      return user ? { sub: user.sub, status: user.status, enabled: user.enabled } : null
    },
    async disableUser(email) {
      existing(email).enabled = false
    },
    async enableUser(email) {
      existing(email).enabled = true
    },
    async resetPassword(email) {
      const user = existing(email)
      if (user.status === 'FORCE_CHANGE_PASSWORD') throw refusal('NotAuthorizedException')
      user.status = 'RESET_REQUIRED'
    },
  }
}
