import path from 'node:path'
import { z } from 'zod'

const port = z.coerce.number().int().min(0).max(65535)

const configSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// address')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// address')
    .optional(),
  MAIL_FROM: z.email('must be an e-mail address').default('no-reply@marque.localhost'),
  ADMIN_EMAIL: z.email('must be an e-mail address').default('admin@example.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  STATIC_DIR: z.string().min(1).default('./dist'),
  HOST_CHECK_PORT: port.min(1).default(80),
  WEBHOOK_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  BOOKING_REMINDERS: z
    .string()
    .regex(/^\d{1,7}(,\d{1,7}){0,4}$/, 'must be up to 5 numbers of seconds before a meeting, separated by commas, such as 86400,3600')
    .default('86400,3600')
    .transform((list) => list.split(',').map(Number)),
  VIDEO_MAX_BYTES: z.coerce.number().int().min(1024 * 1024, 'must be at least 1048576 (1 MiB)').default(2 * 1024 ** 3),
  FFMPEG_PATH: z.string().min(1).optional(),
  DRAWN_PAGES_DIR: z.string().min(1).optional(),
})

export type Config = {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  adminEmail: string
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL']
  trustProxy: boolean
  staticDir: string
  /** The port a brand's new host name is checked on (server/modules/sites/host-check.ts): 80, through the reverse proxy. */
  hostCheckPort: number
  /** The first wait before a failed webhook delivery is tried again, in seconds; it doubles each time. */
  webhookRetrySeconds: number
  /** How long before a booked meeting both sides are reminded, in seconds: a day and an hour. */
  bookingReminderSeconds: number[]
  /** The largest video a brand may upload, in bytes: 2 GiB. */
  videoMaxBytes: number
  /** The ffmpeg that transcodes videos; found on the PATH or in the npm package when not set. */
  ffmpegPath: string | undefined
  /**
   * Where card pages drawn ahead are kept (server/modules/pages/drawn-pages.ts), on a local disk:
   * DATA_DIR/drawn-pages unless set; null (`off`) draws none ahead.
   */
  drawnPagesDir: string | null
}

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as it does in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = configSchema.safeParse(present)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration — ${problems.join('; ')}`)
  }
  const c = parsed.data
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    adminEmail: c.ADMIN_EMAIL.toLowerCase(),
    logLevel: c.LOG_LEVEL,
    trustProxy: c.TRUST_PROXY,
    staticDir: path.resolve(c.STATIC_DIR),
    hostCheckPort: c.HOST_CHECK_PORT,
    webhookRetrySeconds: c.WEBHOOK_RETRY_SECONDS,
    bookingReminderSeconds: c.BOOKING_REMINDERS,
    videoMaxBytes: c.VIDEO_MAX_BYTES,
    ffmpegPath: c.FFMPEG_PATH,
    drawnPagesDir: c.DRAWN_PAGES_DIR === 'off' ? null : path.resolve(c.DRAWN_PAGES_DIR ?? path.join(c.DATA_DIR, 'drawn-pages')),
  }
}
