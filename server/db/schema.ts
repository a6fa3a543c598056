import { sql } from 'drizzle-orm'
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { BrandRole } from '../../src/domain/brand-roles'
import type { CardColors } from '../../src/domain/card'
import type { CardDesign } from '../../src/domain/card-design'
import type { AppointmentTypeFields } from '../../src/domain/appointment'
import type { PageBlock } from '../../src/domain/page'
import type { CardAddress, CardEmail, CardMessenger, CardPhone, CardSocial, CardWebsite } from '../../src/domain/contact-details'
import type { SiteMeta } from '../../src/domain/site'

const id = () => uuid('id').primaryKey().defaultRandom()
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
/** A required reference to the row this one belongs to, deleted with it. */
const belongsTo = (column: string, target: () => AnyPgColumn) => uuid(column).notNull().references(target, { onDelete: 'cascade' })

export const brands = pgTable('brands', {
  id: id(),
  name: text('name').notNull(),
  /** Public, URL-safe name of the brand (used for its business page). */
  slug: text('slug').notNull().unique(),
  /**
   * Raised on every change to what the brand's card pages show (its cards, its name, its
   * appointment types): a card page drawn ahead at an older number is stale (server/modules/pages/drawn-pages.ts).
   */
  cardsVersion: integer('cards_version').notNull().default(0),
  createdAt: createdAt(),
})

/**
 * What a file was uploaded for, which decides who may see it (server/modules/uploads/upload-visibility.ts):
 * a card's photo (`card_id`), an image on one site's pages (`site_id`), or an image of the brand
 * shown on all its sites, such as its logo.
 */
export type UploadPurpose = 'card-photo' | 'page-image' | 'brand-image'

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    /** Every file belongs to a brand: it is served only through the host names of that brand's sites. */
    brandId: belongsTo('brand_id', () => brands.id),
    purpose: text('purpose').$type<UploadPurpose>().notNull(),
    /** The site whose pages show it, for a page image. */
    siteId: uuid('site_id').references((): AnyPgColumn => sites.id, { onDelete: 'cascade' }),
    /** The card it is the photo of, for a card photo. */
    cardId: uuid('card_id').references((): AnyPgColumn => cards.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** File name inside DATA_DIR/uploads. */
    fileName: text('file_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('uploads_site_id_idx').on(table.siteId),
    index('uploads_card_id_idx').on(table.cardId),
    check(
      'uploads_purpose_check',
      sql`(${table.purpose} = 'card-photo' and ${table.cardId} is not null) or (${table.purpose} = 'page-image' and ${table.siteId} is not null) or ${table.purpose} = 'brand-image'`,
    ),
  ],
)

export const sites = pgTable(
  'sites',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    name: text('name').notNull(),
    meta: jsonb('meta').$type<SiteMeta>().notNull(),
    logoUploadId: uuid('logo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
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

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Lower-cased; null for guests. */
    email: text('email'),
    name: text('name').notNull().default(''),
    image: text('image'),
    bio: text('bio').notNull().default(''),
    info: jsonb('info').$type<Record<string, unknown>>().notNull().default({}),
    /** Shown in the directory at /users of the sites they belong to. */
    listed: boolean('listed').notNull().default(false),
    /** A suspended person is signed out everywhere and cannot sign in. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
)

export const roles = pgTable(
  'roles',
  {
    id: id(),
    siteId: belongsTo('site_id', () => sites.id),
    userId: belongsTo('user_id', () => users.id),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('roles_site_user_key').on(table.siteId, table.userId),
    check('roles_type_check', sql`${table.type} in ('admin', 'member', 'guest')`),
  ],
)

/** A signed-in session on one site; only the SHA-256 of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: belongsTo('user_id', () => users.id),
    siteId: belongsTo('site_id', () => sites.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
)

/**
 * One-time sign-in codes. Rows are kept after use or replacement so the per-address and per-IP
 * limits can count what was sent in the last hour.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: id(),
    siteId: belongsTo('site_id', () => sites.id),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    requestIp: text('request_ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (table) => [
    index('login_codes_email_idx').on(table.email, table.createdAt),
    index('login_codes_ip_idx').on(table.requestIp, table.createdAt),
  ],
)

/** Guests created per address, so a stranger cannot create them without limit. */
export const guestRequests = pgTable(
  'guest_requests',
  {
    id: id(),
    requestIp: text('request_ip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('guest_requests_ip_idx').on(table.requestIp, table.createdAt)],
)

/**
 * The people of a brand and their role in it: owner, admin, editor or member (what each may do is
 * the role table in src/domain/brand-roles.ts). A brand always keeps at least one owner.
 */
export const brandMembers = pgTable(
  'brand_members',
  {
    brandId: belongsTo('brand_id', () => brands.id),
    userId: belongsTo('user_id', () => users.id),
    role: text('role').$type<BrandRole>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.userId] }),
    index('brand_members_user_id_idx').on(table.userId),
    check('brand_members_role_check', sql`${table.role} in ('owner', 'admin', 'editor', 'member')`),
  ],
)

/** What the brand's business page shows besides its cards. */
export const brandProfiles = pgTable('brand_profiles', {
  brandId: uuid('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  about: text('about').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  website: text('website').notNull().default(''),
  address: jsonb('address').$type<CardAddress>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const cards = pgTable(
  'cards',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    /** The person the card is for; leads left on the card go to them. */
    // The fields the API writes keep its names, so a card field maps to its column without a table.
    owner_user_id: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    key: text('key').notNull(),
    given_name: text('given_name').notNull().default(''),
    family_name: text('family_name').notNull().default(''),
    prefix: text('prefix').notNull().default(''),
    suffix: text('suffix').notNull().default(''),
    job_title: text('job_title').notNull().default(''),
    /** Null shows the brand's name. */
    organisation: text('organisation'),
    photoUploadId: uuid('photo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    phones: jsonb('phones').$type<CardPhone[]>().notNull().default([]),
    emails: jsonb('emails').$type<CardEmail[]>().notNull().default([]),
    websites: jsonb('websites').$type<CardWebsite[]>().notNull().default([]),
    address: jsonb('address').$type<CardAddress>(),
    socials: jsonb('socials').$type<CardSocial[]>().notNull().default([]),
    messengers: jsonb('messengers').$type<CardMessenger[]>().notNull().default([]),
    bio: text('bio').notNull().default(''),
    published: boolean('published').notNull().default(false),
    colors: jsonb('colors').$type<CardColors>().notNull().default({}),
    design: jsonb('design').$type<CardDesign>().notNull().default({}),
    /** The cover image across the top of the card (the `cover` layout), and the card's logo. */
    cover_upload_id: uuid('cover_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    logo_upload_id: uuid('logo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cards_brand_key_key').on(table.brandId, table.key),
    index('cards_owner_user_id_idx').on(table.owner_user_id),
    // Deleting a card deletes its photo's upload, which looks for the cards showing that photo:
    // without this index, a scan of every card (0.8 s at a million cards).
    index('cards_photo_upload_id_idx').on(table.photoUploadId),
    index('cards_cover_upload_id_idx').on(table.cover_upload_id),
    index('cards_logo_upload_id_idx').on(table.logo_upload_id),
  ],
)

/**
 * Daily counters per card (src/domain/card-events.ts): one row per card, day, event, source (the
 * `?src=` marker) and target (the link tapped) keeps the table small however busy a card is. No
 * visitor is recorded: only the sums.
 */
export const cardDailyEvents = pgTable(
  'card_daily_events',
  {
    cardId: belongsTo('card_id', () => cards.id),
    day: date('day', { mode: 'string' }).notNull(),
    event: text('event').notNull(),
    source: text('source').notNull().default(''),
    target: text('target').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.cardId, table.day, table.event, table.source, table.target] }),
    check('card_daily_events_event_check', sql`${table.event} in ('view', 'contact_save', 'qr_scan', 'link_tap', 'card_save')`),
    check('card_daily_events_source_check', sql`${table.source} in ('', 'qr', 'link', 'nfc', 'signature', 'background')`),
  ],
)

export type MessageKind = 'lead' | 'contact'
export type LeadStatus = 'new' | 'contacted' | 'won' | 'lost'

/**
 * Messages to a person: a lead left on a card (sent by the visitor's guest identity), or a message
 * from the site's contact page to the brand. Both are in the brand's inbox with a status.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    siteId: belongsTo('site_id', () => sites.id),
    /** The brand whose inbox holds it (the site's brand); null only for a site without a brand. */
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MessageKind>().notNull().default('lead'),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    /** The visitor's own contact card, when they left one with the lead (vCard text). */
    visitorVcard: text('visitor_vcard'),
    cardId: uuid('card_id').references(() => cards.id, { onDelete: 'set null' }),
    /** Null when the card has no owner and its brand no owner either; brand admins still see it in the figures. */
    toUserId: uuid('to_user_id').references(() => users.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromName: text('from_name').notNull(),
    fromEmail: text('from_email').notNull(),
    fromPhone: text('from_phone').notNull().default(''),
    body: text('body').notNull().default(''),
    /** Kept so the per-address flood limit can count; never shown to the recipient. */
    requestIp: text('request_ip').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('messages_to_user_idx').on(table.toUserId, table.siteId, table.createdAt),
    index('messages_card_idx').on(table.cardId, table.createdAt),
    index('messages_ip_idx').on(table.requestIp, table.createdAt),
    index('messages_brand_idx').on(table.brandId, table.createdAt),
    check('messages_kind_check', sql`${table.kind} in ('lead', 'contact')`),
    check('messages_status_check', sql`${table.status} in ('new', 'contacted', 'won', 'lost')`),
  ],
)

/** What the brand's people wrote about a message: a note kept inside, or a reply sent by e-mail. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: id(),
    messageId: belongsTo('message_id', () => messages.id),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'note' | 'reply'>().notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('lead_notes_message_idx').on(table.messageId, table.createdAt),
    check('lead_notes_kind_check', sql`${table.kind} in ('note', 'reply')`),
  ],
)

/** Where a brand's new leads are posted, signed with the secret (HMAC-SHA256). */
export const brandWebhooks = pgTable('brand_webhooks', {
  brandId: uuid('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Each try of posting a lead to a brand's webhook: what the receiver answered, or why it failed. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    attempt: integer('attempt').notNull(),
    url: text('url').notNull(),
    statusCode: integer('status_code'),
    error: text('error').notNull().default(''),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_deliveries_brand_idx').on(table.brandId, table.createdAt)],
)

/**
 * The brand's template for its people's cards: the values new and imported cards start from, and
 * the fields the brand locks, which a card's own editor may not change.
 */
export const brandCardTemplates = pgTable('brand_card_templates', {
  brandId: uuid('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  values: jsonb('values').$type<Record<string, unknown>>().notNull().default({}),
  locked: jsonb('locked').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** In-app notifications, per person and site. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    siteId: belongsTo('site_id', () => sites.id),
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link').notNull().default(''),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.siteId, table.createdAt),
    check('notifications_kind_check', sql`${table.kind} in ('lead', 'membership', 'security')`),
  ],
)

/**
 * Invitations to join a brand, sent by e-mail: only the SHA-256 of the link's token is kept. A link
 * is good once, for 7 days, until it is revoked or a newer one is sent for the same invitation.
 */
export const brandInvitations = pgTable(
  'brand_invitations',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    /** The site whose address the link uses and on which accepting signs the person in. */
    siteId: belongsTo('site_id', () => sites.id),
    email: text('email').notNull(),
    role: text('role').$type<BrandRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    sentCount: integer('sent_count').notNull().default(1),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('brand_invitations_brand_idx').on(table.brandId, table.createdAt),
    check('brand_invitations_role_check', sql`${table.role} in ('owner', 'admin', 'editor', 'member')`),
  ],
)

/**
 * The audit log: who did what to which object, when and from which address. Append-only: the
 * database itself refuses to update, delete or truncate it (a trigger, migration 0004). Rows name
 * their brand, site and people by id without foreign keys, so deleting those never rewrites history.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    /** The order events were written in: two in one moment (one request's edit and publish) keep theirs. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    brandId: uuid('brand_id'),
    siteId: uuid('site_id'),
    /** Who did it (null for a stranger), and their address then, kept as it was. */
    actorUserId: uuid('actor_user_id'),
    actorEmail: text('actor_email'),
    /** What was done, such as `member.invited` (src/domain/audit-event.ts lists them). */
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    /** A sentence for people: "Invited ana@example.com as editor". */
    summary: text('summary').notNull(),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_events_brand_idx').on(table.brandId, table.at),
    index('audit_events_actor_idx').on(table.actorUserId, table.at),
    index('audit_events_object_idx').on(table.objectId, table.at),
  ],
)

/** Per person and kind of notification, where it is delivered; no row means the defaults. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
)

/** A browser that asked for Web Push on one site; removed when its push service says it is gone. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    siteId: belongsTo('site_id', () => sites.id),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId, table.siteId)],
)

/** Settings the server makes for itself on first start and keeps, such as its VAPID keys. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
})

/** A change of a person's e-mail address, waiting for the code sent to the new address. */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    siteId: belongsTo('site_id', () => sites.id),
    newEmail: text('new_email').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (table) => [index('email_changes_user_idx').on(table.userId, table.createdAt)],
)

/**
 * A site's content page at `/{url}`: the draft its editors work on (with a revision that every
 * save raises, so two editors never overwrite each other), and the version the site shows.
 */
export const pages = pgTable(
  'pages',
  {
    id: id(),
    siteId: belongsTo('site_id', () => sites.id),
    url: text('url').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    socialImageUploadId: uuid('social_image_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    blocks: jsonb('blocks').$type<PageBlock[]>().notNull().default([]),
    revision: integer('revision').notNull().default(0),
    /** The version the site shows at /{url}, or null for a page that is not published. */
    publishedVersion: integer('published_version'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('pages_site_url_key').on(table.siteId, table.url),
    index('pages_social_image_upload_id_idx').on(table.socialImageUploadId),
    index('pages_updated_by_idx').on(table.updatedBy),
  ],
)

/** Every publish of a page, kept: what it showed, who published it and when. */
export const pageVersions = pgTable(
  'page_versions',
  {
    pageId: belongsTo('page_id', () => pages.id),
    number: integer('number').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    blocks: jsonb('blocks').$type<PageBlock[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.number] }), index('page_versions_published_by_idx').on(table.publishedBy)],
)

/** A kind of meeting a person of a brand takes bookings for: its length, place, hours and limits. */
export const appointmentTypes = pgTable(
  'appointment_types',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    hostUserId: belongsTo('host_user_id', () => users.id),
    /** Every field the host sets (src/domain/appointment.ts), as the API takes them. */
    fields: jsonb('fields').$type<AppointmentTypeFields>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('appointment_types_brand_id_idx').on(table.brandId), index('appointment_types_host_user_id_idx').on(table.hostUserId)],
)

/**
 * A booked time. Two bookings of one host that are not cancelled never overlap: the database
 * refuses the second (`bookings_no_overlap`, an exclusion constraint on host and time range, in
 * the migration), so two visitors who ask for the same time at once cannot both have it.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    typeId: belongsTo('type_id', () => appointmentTypes.id),
    hostUserId: belongsTo('host_user_id', () => users.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<'pending' | 'confirmed' | 'cancelled'>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    timeZone: text('time_zone').notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    /** The network address it came from, for the per-visitor limit; cleared with the booking. */
    ip: text('ip').notNull(),
    /** Raised by every change the invitations announce (reschedule, cancel), as iCalendar's SEQUENCE. */
    sequence: integer('sequence').notNull().default(0),
    /** sha256 of the secret in the booker's cancel link: the link works once, without signing in. */
    cancelTokenHash: text('cancel_token_hash'),
    createdAt: createdAt(),
  },
  (table) => [
    index('bookings_type_id_idx').on(table.typeId),
    index('bookings_host_starts_idx').on(table.hostUserId, table.startsAt),
    index('bookings_ip_created_idx').on(table.ip, table.createdAt),
    check('bookings_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
)

/**
 * A host's own calendar (an .ics address), read every half hour so its busy times are never
 * offered (server/modules/appointments/calendar-import.ts). One per person, for all their brands.
 */
export const calendarImports = pgTable('calendar_imports', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  /** The zone of the calendar's floating times and all-day events: the host's own. */
  timeZone: text('time_zone').notNull(),
  /** The half-hourly refreshes begun when it was added; a refresh of an older chain stops. */
  chain: uuid('chain').notNull().defaultRandom(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
  /** Why the last read failed, in words for the host; null after a good read. */
  problem: text('problem'),
  createdAt: createdAt(),
})

/** The busy times of a host's own calendar, from its last good read. */
export const importedBusyTimes = pgTable(
  'imported_busy_times',
  {
    userId: belongsTo('user_id', () => users.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('imported_busy_times_user_starts_idx').on(table.userId, table.startsAt)],
)

/**
 * A host's private calendar feed of their bookings in one brand, for Google or Apple Calendar to
 * subscribe to: its address carries a secret kept here only as a sha256 hash.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: belongsTo('user_id', () => users.id),
    brandId: belongsTo('brand_id', () => brands.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.brandId] }), uniqueIndex('calendar_feeds_token_hash_key').on(table.tokenHash)],
)

/**
 * A video uploaded to one of a brand's sites: played only through that site's host names, to whom
 * its visibility allows (server/modules/videos/video-access.ts). Its files (the upload, the HLS
 * renditions, the poster, the preview, the captions) live in the video storage under its id.
 */
export const videos = pgTable(
  'videos',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    siteId: belongsTo('site_id', () => sites.id),
    uploadedBy: uuid('uploaded_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    visibility: text('visibility').$type<'public' | 'unlisted' | 'private'>().notNull().default('unlisted'),
    status: text('status').$type<'waiting' | 'transcoding' | 'ready' | 'failed'>().notNull().default('waiting'),
    failure: text('failure'),
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    durationMs: integer('duration_ms'),
    width: integer('width'),
    height: integer('height'),
    /** The heights of the HLS renditions made, smallest first, each with its bit rate for the master playlist. */
    renditions: jsonb('renditions').$type<{ height: number; width: number; bandwidth: number }[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('videos_brand_id_idx').on(table.brandId),
    index('videos_site_id_idx').on(table.siteId),
    check('videos_visibility_check', sql`${table.visibility} in ('public', 'unlisted', 'private')`),
    check('videos_status_check', sql`${table.status} in ('waiting', 'transcoding', 'ready', 'failed')`),
  ],
)

/** A WebVTT caption track of a video, one per language. */
export const videoCaptions = pgTable(
  'video_captions',
  {
    videoId: belongsTo('video_id', () => videos.id),
    language: text('language').notNull(),
    label: text('label').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.language] })],
)
