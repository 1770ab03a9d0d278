import { type Logger, pino } from 'pino';
import type { Env } from '../env.ts';

export type { Logger };

/** JSON logs to stdout; pretty lines only in development (pino-pretty is a dev dependency). */
export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  return pino({
    level: env.LOG_LEVEL,
    ...(env.NODE_ENV === 'development' && {
      transport: { target: 'pino-pretty', options: { colorize: true } },
    }),
  });
}
