// Users an administrator sent through AdminResetUserPassword: Cognito shows them as RESET_REQUIRED
// and refuses their sign-in until a forgot-password code sets a new password. cognito-local has
// neither the operation nor a way to set that status, so the layer keeps the mark itself, on disk,
// and reports it wherever Cognito reports the status (AdminGetUser, ListUsers, sign-in).
import { JsonFileState } from './json-file-state.ts'

type PasswordResetFile = {
  /** Username (the pool's UUID) → when the reset was asked for (epoch seconds). */
  resetRequired: Record<string, number>
}

export class PasswordResets {
  readonly #state: JsonFileState<PasswordResetFile>

  private constructor(state: JsonFileState<PasswordResetFile>) {
    this.#state = state
  }

  static async open(file: string): Promise<PasswordResets> {
    return new PasswordResets(await JsonFileState.open(file, { resetRequired: {} }))
  }

  isRequired(username: string): boolean {
    return username in this.#state.value.resetRequired
  }

  require(username: string): Promise<void> {
    return this.#state.update((value) => {
      value.resetRequired[username] = Math.floor(Date.now() / 1000)
    })
  }

  /** A new password was set (forgot-password code, admin-set password): the mark goes. */
  async clear(username: string): Promise<void> {
    if (!this.isRequired(username)) return
    await this.#state.update((value) => {
      delete value.resetRequired[username]
    })
  }
}
