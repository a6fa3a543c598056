import path from 'node:path'
import { z } from 'zod'
import type { S3Settings } from './files/s3-file-store'

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
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens')
    .optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9][A-Za-z0-9._-]*\/)+$/, 'must be a folder in the bucket ending with /, such as marque/')
    .default(''),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_\S+$/, 'must be a Stripe secret or restricted key, starting sk_ or rk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\S+$/, 'must be a webhook signing secret, starting whsec_').optional(),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
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
  /** Where every file is kept (server/files/): DATA_DIR on this disk, or an S3-compatible bucket when S3_BUCKET is set. */
  files: { kind: 'disk' } | ({ kind: 's3' } & S3Settings)
  /**
   * Card payments through Stripe (server/modules/payments/), when STRIPE_SECRET_KEY is set; null
   * offers the manual method only. The webhook's signing secret checks Stripe's events; the API
   * base points the SDK elsewhere than api.stripe.com (a test server). Secrets are never logged.
   */
  stripe: { secretKey: string; webhookSecret: string | undefined; apiBase: URL | undefined } | null
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
  if ((c.S3_ACCESS_KEY_ID === undefined) !== (c.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(`Invalid configuration — ${c.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'}: must be set with ${c.S3_ACCESS_KEY_ID === undefined ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}`)
  }
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
    files: c.S3_BUCKET
      ? {
          kind: 's3',
          bucket: c.S3_BUCKET,
          prefix: c.S3_PREFIX,
          endpoint: c.S3_ENDPOINT,
          region: c.S3_REGION,
          forcePathStyle: c.S3_FORCE_PATH_STYLE,
          credentials: c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY ? { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY } : undefined,
        }
      : { kind: 'disk' },
    stripe: c.STRIPE_SECRET_KEY ? { secretKey: c.STRIPE_SECRET_KEY, webhookSecret: c.STRIPE_WEBHOOK_SECRET, apiBase: c.STRIPE_API_BASE ? new URL(c.STRIPE_API_BASE) : undefined } : null,
  }
}
