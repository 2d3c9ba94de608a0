// Test support: a user pool kept in memory, for tests about our side of the pool (seed, CLI)
// that need no emulator.
import { randomUUID } from 'node:crypto'
import type { PoolUserInput, UserPoolAdmin } from '../user-pool/user-pool-admin.ts'

export type MemoryUserPool = UserPoolAdmin & {
  users: Map<string, PoolUserInput & { sub: string }>
}

export function createMemoryUserPool(): MemoryUserPool {
  const users = new Map<string, PoolUserInput & { sub: string }>()
  return {
    users,
    async findUser(email) {
      return users.get(email)?.sub ?? null
    },
    async createUser(input) {
      if (users.has(input.email))
        throw Object.assign(new Error('exists'), { name: 'UsernameExistsException' })
      const sub = randomUUID()
      users.set(input.email, { ...input, sub })
      return sub
    },
    async setPassword(email, password) {
      const user = users.get(email)
      if (!user) throw Object.assign(new Error('not found'), { name: 'UserNotFoundException' })
      user.password = password
    },
  }
}
