import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../../server/config'

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      adminEmail: 'admin@example.com',
      hostCheckPort: 80,
      webhookRetrySeconds: 10,
    })
  })

  it('takes card payments through Stripe only with its key, and never says the key when refusing one', () => {
    expect(loadConfig({}).stripe).toBeNull()
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe).toEqual({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_abc',
      apiBase: new URL('http://127.0.0.1:12111'),
    })
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk live with spaces' })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('live with spaces') }))
  })

  it.each([
    [{ PORT: 'eighty' }, /PORT: /],
    [{ PORT: '70000' }, /PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ address/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ address/],
    [{ ADMIN_EMAIL: 'not-an-address' }, /ADMIN_EMAIL: must be an e-mail address/],
    [{ MAIL_FROM: 'nope' }, /MAIL_FROM: must be an e-mail address/],
    [{ HOST_CHECK_PORT: '0' }, /HOST_CHECK_PORT: /],
    [{ WEBHOOK_RETRY_SECONDS: '0' }, /WEBHOOK_RETRY_SECONDS: /],
    [{ BOOKING_REMINDERS: '1 day' }, /BOOKING_REMINDERS: must be up to 5 numbers of seconds before a meeting/],
    [{ VIDEO_MAX_BYTES: '1000' }, /VIDEO_MAX_BYTES: must be at least 1048576/],
    [{ S3_BUCKET: 'My_Bucket' }, /S3_BUCKET: must be a bucket name/],
    [{ S3_BUCKET: 'marque', S3_PREFIX: 'marque' }, /S3_PREFIX: must be a folder in the bucket ending with \//],
    [{ S3_BUCKET: 'marque', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT: must be an http:\/\/ or https:\/\/ address/],
    [{ S3_BUCKET: 'marque', S3_ACCESS_KEY_ID: 'AKIA' }, /S3_SECRET_ACCESS_KEY: must be set with S3_ACCESS_KEY_ID/],
    [{ S3_BUCKET: 'marque', S3_SECRET_ACCESS_KEY: 'secret' }, /S3_ACCESS_KEY_ID: must be set with S3_SECRET_ACCESS_KEY/],
    [{ STRIPE_SECRET_KEY: 'pk_live_visible' }, /STRIPE_SECRET_KEY: must be a Stripe secret or restricted key/],
    [{ STRIPE_WEBHOOK_SECRET: 'secret' }, /STRIPE_WEBHOOK_SECRET: must be a webhook signing secret/],
    [{ STRIPE_API_BASE: '127.0.0.1:12111' }, /STRIPE_API_BASE: must be an http:\/\/ or https:\/\/ address/],
  ])('stops on a bad value, naming it: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })

  it('keeps files on the disk unless a bucket is named, and reads the bucket’s settings whole', () => {
    expect(loadConfig({}).files).toEqual({ kind: 'disk' })
    expect(
      loadConfig({
        S3_BUCKET: 'marque-files',
        S3_PREFIX: 'sites/marque/',
        S3_ENDPOINT: 'https://minio.internal:9000',
        S3_REGION: 'eu-central-1',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI',
      }).files,
    ).toEqual({
      kind: 's3',
      bucket: 'marque-files',
      prefix: 'sites/marque/',
      endpoint: 'https://minio.internal:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI' },
    })
    // Without keys, the AWS SDK's own (the machine's role); AWS's address for the region.
    expect(loadConfig({ S3_BUCKET: 'marque-files' }).files).toEqual({ kind: 's3', bucket: 'marque-files', prefix: '', endpoint: undefined, region: 'us-east-1', forcePathStyle: false, credentials: undefined })
  })

  it('reminds a day and an hour before a meeting unless told otherwise', () => {
    expect(loadConfig({}).bookingReminderSeconds).toEqual([86400, 3600])
    expect(loadConfig({ BOOKING_REMINDERS: '7200' }).bookingReminderSeconds).toEqual([7200])
  })

  it('takes videos up to 2 GiB and finds ffmpeg by itself unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ videoMaxBytes: 2_147_483_648, ffmpegPath: undefined })
    expect(loadConfig({ VIDEO_MAX_BYTES: '10485760', FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg' })).toMatchObject({ videoMaxBytes: 10_485_760, ffmpegPath: '/opt/ffmpeg/bin/ffmpeg' })
  })

  it('keeps card pages drawn ahead in DATA_DIR/drawn-pages unless told where, or told off', () => {
    expect(loadConfig({ DATA_DIR: '/srv/marque' }).drawnPagesDir).toBe(path.resolve('/srv/marque/drawn-pages'))
    expect(loadConfig({ DATA_DIR: '/mnt/shared', DRAWN_PAGES_DIR: '/var/cache/marque-pages' }).drawnPagesDir).toBe(path.resolve('/var/cache/marque-pages'))
    expect(loadConfig({ DRAWN_PAGES_DIR: 'off' }).drawnPagesDir).toBeNull()
  })

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 })
  })
})
