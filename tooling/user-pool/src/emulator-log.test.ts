// What of cognito-local's output reaches our logger, and at which level.
import { describe, expect, it } from 'vitest'
import { forwardEmulatorLine } from './emulator-log.ts'

function capture(lines: string[]) {
  const seen: string[] = []
  const logger = {
    info: (line: string) => seen.push(`info ${line}`),
    warn: (line: string) => seen.push(`warn ${line}`),
    error: (line: string) => seen.push(`error ${line}`),
  }
  for (const line of lines) forwardEmulatorLine(line, logger)
  return seen
}

describe('emulator log', () => {
  it('drops colours, request ids and its private address; keeps the code box', () => {
    expect(
      capture([
        '[1] \u001b[32mINFO\u001b[39m: \u001b[36mNONE NONE Cognito Local running on http://127.0.0.1:4000\u001b[39m',
        '[2] \u001b[32mINFO\u001b[39m: \u001b[36m12bcda80 ForgotPassword ╭──╮',
        '│   Code:        845804   │',
        '╰──╯\u001b[39m \u001b[90m{"reqId":"12bcda80","target":"ForgotPassword"}\u001b[39m',
        '',
        '[3] ERROR: ab12 InitiateAuth boom',
      ]),
    ).toEqual([
      'info cognito-local: ╭──╮',
      'info cognito-local: │   Code:        845804   │',
      'info cognito-local: ╰──╯',
      'error cognito-local: boom',
    ])
  })
})
