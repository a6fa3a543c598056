// What other modules may use of the cards module.
export { findBrandPage } from './brand-page'
export { publicCardOf } from './card-mappers'
export { cardPhotoJpeg, cardPhotoRefusals } from './card-photo'
export type { PublishedCard } from './card-repository'
export { cardDailyEvents, cards } from './schema'
