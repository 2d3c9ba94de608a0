// Structured JSON logs (pino); human-readable lines only when LOG_PRETTY asks for them in a
// terminal. pino-pretty is a dev dependency, loaded by name only in that case.
import { type DestinationStream, type Logger, pino } from 'pino'
import type { LogConfig } from './env.ts'
import { requestLogFields } from './http/request-id.ts'

export type { Logger }

/** `destination`: where the lines go instead of stdout (tests read them from a stream). */
export function createLogger(config: LogConfig, destination?: DestinationStream): Logger {
  const options = {
    level: config.level,
    base: { service: 'api' },
    // Every line written during a request's work names the request (http/request-id.ts).
    mixin: requestLogFields,
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
  }
  return destination ? pino(options, destination) : pino(options)
}
