import { followDataChanges } from '../../db/data-changes'
import { cardActions } from '../../../src/domain/brand-actions/cards'
import { defineModule } from '../../module-definition'
import { businessPageRoutes } from './business-page-routes'
import { createCardEventCounter, type CardEventCounter } from './card-event-counter'
import { cardImportRoutes } from './card-import-routes'
import { cardOwnerRoutes } from './card-owner-routes'
import { createCardRepository } from './card-repository'
import { cardRoutes } from './card-routes'
import { seedDemoCards } from './demo-seed'
import { leadRoutes } from './lead-routes'
import { publicCardRoutes } from './public-card-routes'

declare module '../../app-context' {
  interface Repositories {
    cards: ReturnType<typeof createCardRepository>
  }
}

/** Cards: the brand's digital business cards, their template, figures, public pages and the leads left on them. */
export const cardsModule = defineModule<{ cardEvents: CardEventCounter }>({
  name: 'cards',
  roleActions: cardActions,
  repositories: (db) => ({ cards: createCardRepository(db) }),
  setup({ repositories, databaseListener, log }) {
    // Rendered cards are dropped on every change, in every process (docs/server.md), this one's included.
    followDataChanges(databaseListener, {
      changed(change) {
        if (change.kind === 'cards') repositories.cards.changedElsewhere(change.brandId)
      },
      missed() {
        repositories.cards.allChangedElsewhere().catch((error: unknown) => log.warn({ err: error }, 'rendered cards could not be dropped after a lost connection; they expire on their own'))
      },
    })
    return { cardEvents: createCardEventCounter(repositories.cards, log) }
  },
  routes: [cardRoutes, cardOwnerRoutes, cardImportRoutes, publicCardRoutes, leadRoutes, businessPageRoutes],
  onReady: ({ cardEvents }) => cardEvents.start(),
  // Counted views and saves are written before the database closes.
  onClose: ({ cardEvents }) => cardEvents.stop(),
  seed: seedDemoCards,
  auditActions: ['card.created', 'card.edited', 'card.published', 'card.unpublished', 'card.deleted', 'card.given'],
})
