// The logger the user pool reports through: a subset of console and pino, so either can be passed.
export type UserPoolLogger = {
  info: (message: string) => void
  warn: (message: string) => void
  error: (message: string) => void
}

export const silentLogger: UserPoolLogger = {
  info: () => {},
  warn: () => {},
  error: () => {},
}
