// Turns cognito-local's pretty-printed pino output into plain lines for our logger: colours and
// internal details (its private port, request ids) go, the rest (confirmation codes among it) stays.
import type { UserPoolLogger } from './logger.ts'

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC
const ansi = /\u001b\[[0-9;]*m/g
const requestContext = /\s*\{"reqId".*\}$/
const pinoLine = /^\[\d+\] (?<level>[A-Z]+): \S+ \S+ (?<message>.*)$/
const noise = [/Cognito Local running on/]

export function forwardEmulatorLine(raw: string, logger: UserPoolLogger): void {
  const line = raw.replace(ansi, '').replace(requestContext, '').trimEnd()
  if (!line.trim() || noise.some((pattern) => pattern.test(line))) return
  const parsed = pinoLine.exec(line)?.groups
  const level = parsed?.level ?? 'INFO'
  const message = `cognito-local: ${parsed?.message ?? line}`
  // Its WARN level is every error a client caused (wrong password and the like): not our warnings.
  if (level === 'ERROR' || level === 'FATAL') logger.error(message)
  else logger.info(message)
}
