import { sql } from 'drizzle-orm'
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { SiteMeta } from '../../../src/domain/site'
import { belongsTo, brandRowColumns, createdAt, idOf } from '../../db/columns'

export const sites = pgTable(
  'sites',
  {
    ...brandRowColumns(),
    name: text('name').notNull(),
    meta: jsonb('meta').$type<SiteMeta>().notNull(),
    logoUploadId: uuid('logo_upload_id').references(idOf('uploads'), { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A brand's sites are listed by brand; removing an upload looks for the sites whose logo it is.
  (table) => [index('sites_brand_id_idx').on(table.brandId), index('sites_logo_upload_id_idx').on(table.logoUploadId)],
)

/**
 * A site answers on one or more host names; a host name belongs to one site. A host added by a
 * brand is served only once it is verified: it answered its token under /.well-known/ (hosts an
 * operator adds from the command line are trusted as they are).
 */
export const siteHosts = pgTable(
  'site_hosts',
  {
    hostname: text('hostname').primaryKey(),
    siteId: belongsTo('site_id', () => sites.id),
    /** The host links and e-mails use for the site; one per site. */
    isMain: boolean('is_main').notNull().default(false),
    /** What the host must answer at /.well-known/marque-host/{token} to be verified. */
    verificationToken: text('verification_token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** When the last check ran and what it found, shown to the brand's admins. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkProblem: text('check_problem'),
    createdAt: createdAt(),
  },
  (table) => [index('site_hosts_site_id_idx').on(table.siteId), uniqueIndex('site_hosts_main_key').on(table.siteId).where(sql`${table.isMain}`)],
)
