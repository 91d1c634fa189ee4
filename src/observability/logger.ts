import pino from 'pino';

/** Structured JSON logs. Authorization headers and API keys are redacted wherever they appear. */
export const logger = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: { service: 'likeness' },
  redact: {
    paths: ['req.headers.authorization', 'headers.authorization', 'authorization', 'apiKey', 'api_key', 'key'],
    censor: '[redacted]',
  },
});

export type Logger = typeof logger;
