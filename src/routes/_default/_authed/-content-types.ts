import { defineMessages } from 'react-intl'
import { isBuilderBlockType, type BuilderBlockType } from '../../../features/content-pages/page-blocks'

/** Block types the product names that the builder does not offer yet, each with its name for people. */
export const plannedContentTypes = defineMessages({ 'ai-page-chat': { id: 'contentPages.plannedType.aiPageChat', defaultMessage: 'AI page assistant' } })
type PlannedContentType = keyof typeof plannedContentTypes

/** `appointmets-calendar` is the spelling the product's links use; this one is accepted too and means the same. */
const bookingCalendarSpelling = 'appointments-calendar'

/** The block types of content pages, as the builder's address names them (/content/{pageId}/{type}). */
export type ContentType = BuilderBlockType | PlannedContentType | typeof bookingCalendarSpelling

export function isContentType(value: string): value is ContentType {
  return isBuilderBlockType(value) || Object.hasOwn(plannedContentTypes, value) || value === bookingCalendarSpelling
}

/** The block a type names: the booking calendar by either spelling. */
export const blockTypeOf = (type: ContentType): BuilderBlockType | PlannedContentType =>
  type === bookingCalendarSpelling ? 'appointmets-calendar' : type
