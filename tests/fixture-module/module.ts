import { defineModule } from '../../server/module-definition'
import { brands } from '../../server/modules/brands/public'
import { guestbookActions } from './guestbook-actions'
import { createGuestbookRepository, type GuestbookRepository } from './guestbook-repository'
import { guestbookRoutes } from './guestbook-routes'

declare module '../../server/app-context' {
  interface Repositories {
    guestbook: GuestbookRepository
  }
}

declare module '../../server/jobs/job-queue' {
  interface JobPayloads {
    /** Thanks the writer of one guestbook entry. */
    'guestbook-thanks': { brandId: string; entryId: string }
  }
}

/**
 * A module that exists only for the tests (tests/api/module-list/): a brand's guestbook, declared
 * the way every module of server/modules/ is, to show that one line in a module list makes it part
 * of the app: its tables, route, job, role action and demo seed.
 */
export const guestbookModule = defineModule({
  name: 'guestbook',
  repositories: (db) => ({ guestbook: createGuestbookRepository(db) }),
  routes: [guestbookRoutes],
  jobs: {
    'guestbook-thanks': {
      policy: { retryLimit: 2, retryDelay: 1, retryBackoff: false, expireInSeconds: 30 },
      handler:
        ({ repositories }) =>
        async ({ brandId, entryId }) => {
          await repositories.guestbook.thank(brandId, entryId)
        },
    },
  },
  roleActions: guestbookActions,
  async seed({ tx, repositories }) {
    for (const brand of await tx.select({ id: brands.id, name: brands.name }).from(brands)) {
      await repositories.guestbook.add(brand.id, `Welcome to ${brand.name}'s guestbook`, tx)
    }
  },
})
