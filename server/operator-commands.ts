import { defaultLocale } from '../src/i18n/locales'
import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { isReservedCardName } from '../src/domain/card-address'
import { siteColorsSchema, type SiteMeta } from '../src/domain/site'
import { sqlExecutor, type DatabaseHandle } from './db/client'
import { jobStates, listJobs, retryJob } from './jobs/operator-jobs'
import { brands } from './modules/brands/public'
import { normaliseHostname, operatorHost, siteHosts, sites } from './modules/sites/public'
import { loadSharp } from './modules/uploads/public'
import { createRepositories } from './repositories'
import { UploadStore } from './upload-store'
import type { FileStore } from './files/file-store'

const usage = `Marque operator commands (npm run marque -- <command> [options])

  brand:add  --name <name> --slug <slug>
      Adds a brand. The slug is its public, URL-safe name (letters, digits, dashes).

  site:add   --brand <slug> --host <host name> [--host <another>] [--name <site name>]
             [--logo <file.png|file.jpg|file.svg>] [--primary <#hex>] [--on-primary <#hex>]
      Adds a site owned by the brand, answering on the given host names.

  host:add   --site <existing host name> --host <new host name>
      Lets an existing site answer on one more host name.

  admin:add  --site <host name> --email <address>
      Makes the person (created if new) an administrator of the site.

  sites
      Lists every site with its brand and host names.

  jobs       [--state created|retry|active|completed|cancelled|failed] [--limit <n>]
      Lists the newest jobs (50 unless told): id, kind, state, tries, created, next try, last error.

  jobs:retry <job id>
      Gives a failed job (one that ran out of tries) one more try, at once.

  files:copy --to s3
      Copies DATA_DIR's files (uploads, videos, unfinished video uploads) into the bucket the S3_*
      settings name, each checked by SHA-256; again copies only what is missing or differs. It opens
      no database: it runs beside a server, on the embedded database too (README, "Moving files").

On PostgreSQL (DATABASE_URL) running servers see a change within 30 seconds, and \`jobs\` shows
what they are working on. On the embedded
database a running server holds DATA_DIR and these commands refuse: stop it, run them, start it
again.`

export class UsageError extends Error {}

const slugSchema = z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, 'must be lower-case letters, digits and dashes')
  .refine((slug) => !isReservedCardName(slug), 'is a word the site keeps for itself; choose another')

function hostnameOption(value: string, option: string): string {
  const hostname = normaliseHostname(value)
  if (!hostname || hostname !== value.trim().toLowerCase()) throw new UsageError(`${option}: "${value}" is not a host name`)
  return hostname
}

function defaultMeta(name: string, colours: { primary?: string; onPrimary?: string }): SiteMeta {
  const colors = siteColorsSchema.parse({
    body_bg: '#ffffff',
    body_color: '#1f2937',
    bg: '#f9fafb',
    color: '#111827',
    primary: colours.primary ?? '#1a56db',
    on_primary: colours.onPrimary ?? '#ffffff',
    link_color: colours.primary ?? '#1a56db',
    body_link_color: colours.primary ?? '#1a56db',
  })
  return {
    name,
    index_page: '/',
    home_page: '/profile',
    nav: [
      { label: 'Home', to: '/' },
      { label: 'Contact', to: '/contact' },
    ],
    colors,
    locale: defaultLocale,
    locales: [defaultLocale],
    landing: { content_1: {}, content_2: {}, pricing: {} },
  }
}

async function logoBytes(file: string): Promise<{ bytes: Buffer; contentType: string }> {
  const input = await readFile(file).catch(() => {
    throw new UsageError(`--logo: cannot read ${file}`)
  })
  const image = (await loadSharp())(input)
  const meta = await image.metadata().catch(() => {
    throw new UsageError(`--logo: ${file} is not a PNG, JPEG or SVG image`)
  })
  if (!['png', 'jpeg', 'svg'].includes(meta.format ?? '')) throw new UsageError(`--logo: ${file} is not a PNG, JPEG or SVG image`)
  // Stored as a 512 px PNG: the size the home-screen icons are cut from.
  const bytes = await image.resize(512, 512, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer()
  return { bytes, contentType: 'image/png' }
}


export async function runCli(argv: string[], database: DatabaseHandle, files: FileStore, print: (line: string) => void) {
  const [command, ...rest] = argv
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: command === 'jobs:retry',
    options: {
      name: { type: 'string' },
      slug: { type: 'string' },
      brand: { type: 'string' },
      host: { type: 'string', multiple: true },
      site: { type: 'string' },
      email: { type: 'string' },
      logo: { type: 'string' },
      primary: { type: 'string' },
      'on-primary': { type: 'string' },
      state: { type: 'string' },
      limit: { type: 'string' },
    },
    strict: true,
  })
  const db = database.db
  const repositories = createRepositories(db, { uploadStore: new UploadStore(files), siteCacheTtlMs: 0 })
  const { sites: siteRepo, sessions, uploads } = repositories
  const required = (value: string | undefined, option: string) => {
    if (!value?.trim()) throw new UsageError(`${option} is required`)
    return value.trim()
  }

  switch (command) {
    case 'brand:add': {
      const name = required(values.name, '--name')
      const slug = slugSchema.safeParse(required(values.slug, '--slug'))
      if (!slug.success) throw new UsageError(`--slug: ${slug.error.issues[0]!.message}`)
      const [taken] = await db.select().from(brands).where(eq(brands.slug, slug.data))
      if (taken) throw new UsageError(`--slug: a brand with the slug "${slug.data}" exists already`)
      const brand = await repositories.brands.createBrand(db, { name, slug: slug.data })
      print(`Added brand "${brand.name}" (${brand.slug}, id ${brand.id})`)
      return
    }
    case 'site:add': {
      const slug = required(values.brand, '--brand')
      const hosts = (values.host ?? []).map((host) => hostnameOption(host, '--host'))
      if (hosts.length === 0) throw new UsageError('--host is required (give it once per host name)')
      const [brand] = await db.select().from(brands).where(eq(brands.slug, slug))
      if (!brand) throw new UsageError(`--brand: no brand has the slug "${slug}"`)
      for (const hostname of hosts) {
        const [taken] = await db.select().from(siteHosts).where(eq(siteHosts.hostname, hostname))
        if (taken) throw new UsageError(`--host: ${hostname} already belongs to a site`)
      }
      const colour = (value: string | undefined, option: string) => {
        if (value === undefined) return undefined
        if (!/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value)) throw new UsageError(`${option}: "${value}" is not a hex colour such as #1a56db`)
        return value
      }
      const meta = defaultMeta(values.name?.trim() || brand.name, {
        primary: colour(values.primary, '--primary'),
        onPrimary: colour(values['on-primary'], '--on-primary'),
      })
      const logo = values.logo ? await logoBytes(values.logo) : null
      const site = await db.transaction(async (tx) => {
        const upload = logo ? await uploads.create(tx, { owner: { purpose: 'brand-image', brandId: brand.id }, ...logo }) : null
        return siteRepo.createSite(tx, { brandId: brand.id, name: meta.name, meta, hostnames: hosts, logoUploadId: upload?.id })
      })
      print(`Added site "${site.name}" (id ${site.id}) for brand ${brand.slug}, on ${hosts.join(', ')}`)
      return
    }
    case 'host:add': {
      const existing = hostnameOption(required(values.site, '--site'), '--site')
      const hostname = hostnameOption(required(values.host?.[0], '--host'), '--host')
      const site = await siteRepo.findByHost(existing)
      if (!site) throw new UsageError(`--site: no site answers on ${existing}`)
      const [taken] = await db.select().from(siteHosts).where(eq(siteHosts.hostname, hostname))
      if (taken) throw new UsageError(`--host: ${hostname} already belongs to a site`)
      const [main] = await db.select().from(siteHosts).where(and(eq(siteHosts.siteId, site.id), eq(siteHosts.isMain, true)))
      await db.insert(siteHosts).values(operatorHost(hostname, site.id, !main))
      // Servers running on this database answer on the new host at once.
      await siteRepo.invalidate(site.id)
      print(`Site "${site.name}" now also answers on ${hostname}`)
      return
    }
    case 'admin:add': {
      const hostname = hostnameOption(required(values.site, '--site'), '--site')
      const email = z.email().safeParse(required(values.email, '--email').toLowerCase())
      if (!email.success) throw new UsageError('--email: must be an e-mail address')
      const site = await siteRepo.findByHost(hostname)
      if (!site) throw new UsageError(`--site: no site answers on ${hostname}`)
      await sessions.makeAdmin(db, site.id, email.data)
      print(`${email.data} is now an administrator of "${site.name}" (${hostname})`)
      return
    }
    case 'sites': {
      const rows = await db
        .select({ site: sites.name, id: sites.id, brand: brands.slug, hostname: siteHosts.hostname })
        .from(sites)
        .innerJoin(brands, eq(brands.id, sites.brandId))
        .leftJoin(siteHosts, eq(siteHosts.siteId, sites.id))
      const bySite = new Map<string, { site: string; brand: string; hosts: string[] }>()
      for (const row of rows) {
        const entry = bySite.get(row.id) ?? { site: row.site, brand: row.brand, hosts: [] }
        if (row.hostname) entry.hosts.push(row.hostname)
        bySite.set(row.id, entry)
      }
      for (const [id, entry] of bySite) print(`${entry.site}  brand ${entry.brand}  hosts ${entry.hosts.sort().join(', ')}  id ${id}`)
      return
    }
    case 'jobs': {
      const state = values.state === undefined ? undefined : z.enum(jobStates).safeParse(values.state)
      if (state && !state.success) throw new UsageError(`--state: must be one of ${jobStates.join(', ')}`)
      const limit = values.limit === undefined ? undefined : z.coerce.number().int().min(1).max(1000).safeParse(values.limit)
      if (limit && !limit.success) throw new UsageError('--limit: must be a whole number from 1 to 1000')
      const jobs = await listJobs(sqlExecutor(database), { state: state?.data, limit: limit?.data })
      if (jobs.length === 0) return print(state ? `No ${state.data} jobs` : 'No jobs')
      const table = [
        ['id', 'kind', 'state', 'tries', 'created', 'next try', 'last error'],
        ...jobs.map((job) => [job.id, job.name, job.state, String(job.tries), job.createdOn, job.nextTry ?? '-', job.error ?? '-']),
      ]
      const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)))
      for (const row of table) print(row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  '))
      return
    }
    case 'jobs:retry': {
      const id = z.uuid().safeParse(positionals[0])
      if (!id.success) throw new UsageError('jobs:retry: give the id of a job (npm run marque -- jobs --state failed lists them)')
      const outcome = await retryJob(sqlExecutor(database), id.data)
      if (outcome === 'not-found') throw new UsageError(`jobs:retry: no job has the id ${id.data}`)
      if (outcome === 'not-failed') throw new UsageError(`jobs:retry: job ${id.data} has not failed; only a failed job can be retried`)
      print(`Job ${id.data} will be tried again by the next server that works the queue`)
      return
    }
    default:
      throw new UsageError(command && command !== 'help' && command !== '--help' ? `Unknown command "${command}"\n\n${usage}` : usage)
  }
}
