import { followDataChanges } from '../../db/data-changes'
import { siteActions } from '../../../src/domain/brand-actions/sites'
import { defineModule } from '../../module-definition'
import { seedDemoSites } from './demo-seed'
import { createHostRepository, type HostRepository } from './host-repository'
import { hostRoutes } from './host-routes'
import { landingRoutes } from './landing-routes'
import { siteIdentityRoutes } from './site-identity-routes'
import { createSiteRepository, type SiteRepository } from './site-repository'
import { siteRoutes } from './site-routes'

declare module '../../app-context' {
  interface Repositories {
    sites: SiteRepository
    hosts: HostRepository
  }
}

/** Sites: what a host name serves, their landing and identity, and the host names a brand adds. */
export const sitesModule = defineModule({
  name: 'sites',
  roleActions: siteActions,
  repositories: (db, { siteCacheTtlMs }) => ({ sites: createSiteRepository(db, { cacheTtlMs: siteCacheTtlMs }), hosts: createHostRepository(db) }),
  setup({ repositories, databaseListener }) {
    // Cached sites are dropped on every change, in every process (docs/server.md), this one's included.
    followDataChanges(databaseListener, {
      changed(change) {
        if (change.kind === 'site') repositories.sites.dropCached(change.siteId)
      },
      missed: () => repositories.sites.dropCached(null),
    })
    return {}
  },
  routes: [siteRoutes, landingRoutes, hostRoutes, siteIdentityRoutes],
  seed: seedDemoSites,
  auditActions: ['site.edited', 'host.added', 'host.verified', 'host.made-main', 'host.removed'],
})
