// Structured JSON logs (pino); human-readable lines only when LOG_PRETTY asks for them in a
// terminal. pino-pretty is a dev dependency, loaded by name only in that case.
import { type Logger, pino } from 'pino'
import type { LogConfig } from './env.ts'

export type { Logger }

export function createLogger(config: LogConfig): Logger {
  return pino({
    level: config.level,
    base: { service: 'api' },
    ...(config.pretty && {
      transport: {
        target: 'pino-pretty',
        options: {
          translateTime: 'SYS:HH:MM:ss',
          singleLine: true,
          ignore: 'pid,hostname,service',
        },
      },
    }),
  })
}
