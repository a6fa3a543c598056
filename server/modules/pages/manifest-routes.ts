import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { brandTokens } from '../../../src/theme/brand-tokens'
import { defineMessages } from '@formatjs/intl'
import { notFound, said } from '../../http-error'
import { loadSharp } from '../uploads/public'
import type { SiteRecord } from '../sites/public'
import type { AppContext } from '../../app-context'

const words = defineMessages({
  noLogo: { id: 'pagesErrors.noLogo', defaultMessage: 'The brand has no logo' },
  noSite: { id: 'pagesErrors.noSite', defaultMessage: 'No site is configured for the host name "{host}"' },
})

const iconSpecs = {
  '192.png': { size: 192, maskable: false },
  '512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
} as const
type IconName = keyof typeof iconSpecs

/** The web manifest of a site: installing from two hosts gives two apps, each in its brand. */
export function siteManifest(site: SiteRecord) {
  const name = site.meta.name
  const tokens = brandTokens(site.meta.colors)
  return {
    id: `/?site=${site.id}`,
    name,
    short_name: name.length > 12 ? (name.split(/\s+/)[0] ?? name).slice(0, 12) : name,
    description: `${name} — cards and pages`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: tokens.bg,
    theme_color: tokens.primary.solid,
    icons: Object.entries(iconSpecs).map(([file, spec]) => ({
      src: `/icons/${file}?v=${site.logoUploadId ?? 'none'}`,
      sizes: `${spec.size}x${spec.size}`,
      type: 'image/png',
      purpose: spec.maskable ? 'maskable' : 'any',
    })),
  }
}

/** A manifest as the bytes sent, encoded once, and its validator. */
type ManifestFile = { body: Buffer; etag: string }
const manifestFile = (text: string): ManifestFile => {
  const body = Buffer.from(text)
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` }
}

export const manifestRoutes: FastifyPluginAsyncZod<AppContext & { defaultManifestPath: string }> = async (
  app,
  { repositories, uploadStore, defaultManifestPath },
) => {
  const icons = new Map<string, Promise<Buffer>>()

  async function renderIcon(site: SiteRecord, name: IconName): Promise<Buffer> {
    const spec = iconSpecs[name]
    const sharp = await loadSharp()
    const background = brandTokens(site.meta.colors).primary.solid
    if (!site.logoUploadId) {
      return sharp({ create: { width: spec.size, height: spec.size, channels: 4, background } }).png().toBuffer()
    }
    const upload = await repositories.uploads.find(site.logoUploadId)
    if (!upload) throw notFound(words.noLogo)
    const logo = await uploadStore.read(upload.fileName)
    if (!spec.maskable) {
      return sharp(logo).resize(spec.size, spec.size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer()
    }
    // Maskable icons are cropped to a circle by some launchers: keep the logo in the central 80%.
    const inner = Math.round(spec.size * 0.8)
    const logoPart = await sharp(logo).resize(inner, inner, { fit: 'contain', background }).png().toBuffer()
    return sharp({ create: { width: spec.size, height: spec.size, channels: 4, background } })
      .composite([{ input: logoPart, gravity: 'center' }])
      .png()
      .toBuffer()
  }

  // Made once per version of a site (a changed site is a new record) and once for unknown hosts.
  const manifests = new WeakMap<SiteRecord, ManifestFile>()
  let defaultManifest: Promise<ManifestFile> | null = null
  function manifestOf(site: SiteRecord | null): ManifestFile | Promise<ManifestFile> {
    if (!site) {
      defaultManifest ??= fs.readFile(defaultManifestPath, 'utf8').then(manifestFile)
      defaultManifest.catch(() => (defaultManifest = null))
      return defaultManifest
    }
    let manifest = manifests.get(site)
    if (!manifest) {
      manifest = manifestFile(JSON.stringify(siteManifest(site)))
      manifests.set(site, manifest)
    }
    return manifest
  }

  app.get('/manifest.webmanifest', async (request, reply) => {
    // The host as asked (port and all) is the site cache's key too: a cached site and its
    // manifest are answered at once, without parsing the host or waiting a turn of the event loop.
    const site = repositories.sites.cachedByHost(request.host) ?? (await repositories.sites.findByHost(request.host))
    const made = manifestOf(site)
    const manifest = made instanceof Promise ? await made : made
    reply.header('content-type', 'application/manifest+json; charset=utf-8').header('cache-control', 'no-cache').header('etag', manifest.etag)
    if (request.headers['if-none-match'] === manifest.etag) return reply.code(304).send()
    return reply.send(manifest.body)
  })

  app.get(
    '/icons/:name',
    { schema: { params: z.object({ name: z.enum(Object.keys(iconSpecs) as [IconName, ...IconName[]]) }) } },
    async (request, reply) => {
      const site = await repositories.sites.findByHost(request.hostname)
      if (!site) throw notFound(said(words.noSite, { host: request.hostname }))
      const key = `${site.id}:${site.logoUploadId}:${site.meta.colors.primary}:${request.params.name}`
      let icon = icons.get(key)
      if (!icon) {
        icon = renderIcon(site, request.params.name)
        icons.set(key, icon)
        icon.catch(() => icons.delete(key))
      }
      return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=86400').send(await icon)
    },
  )
}

export const defaultManifestFile = (root: string) => path.join(root, 'manifest.webmanifest')
