import type { BrandAsset, BrandFont } from '@brandloom/shared/brands';
import { exploreReportReasons } from '@brandloom/shared/explore';
import { creativeModes } from '@brandloom/shared/generation';
import type { LayerDocument } from '@brandloom/shared/layers';
import { relations, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Facts about this installation, by key (e.g. when it first started). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── better-auth ───────────────────────────────────────────────────────────────────────────────
// Written by hand to match better-auth 1.7's schema (core tables, the username and admin plugins'
// fields, and the rate-limit table for database-backed rate limiting). The JS keys are
// better-auth's field names; the columns are snake_case. Ids are UUIDs
// (`advanced.database.generateId: 'uuid'`). better-auth checks this schema when it starts.

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const user = pgTable(
  'user',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    ...timestamps,
    // username plugin
    username: text('username').unique(),
    displayUsername: text('display_username'),
    // admin plugin
    role: text('role'),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    // two-factor plugin
    twoFactorEnabled: boolean('two_factor_enabled').default(false),
  },
  // The admin's users list, newest first (0044).
  (table) => [index('user_created_idx').on(table.createdAt, table.id)],
);

export const session = pgTable(
  'session',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ...timestamps,
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // admin plugin
    impersonatedBy: text('impersonated_by'),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

/**
 * The sign-in tables' relations, for better-auth's joins (`advanced.database.joins`): a request's
 * session and its user in one statement instead of two (0049). Relations are not DDL: no migration.
 */
export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
}));
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));
export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

export const verification = pgTable(
  'verification',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

export const rateLimit = pgTable('rate_limit', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Failed sign-in checks in a row per account, per trusted device or per unknown login name
 * (features/auth/account-throttle.ts, decision 0030): `key` is `account:<user id>`,
 * `device:<id>` or `unknown:<keyed hash>`. The wait is derived from `failures` and `last_failure_at`.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});

// ── our tables ───────────────────────────────────────────────────────────────────────────────

export const plan = pgEnum('plan', ['free', 'plus', 'flex']);
/** Spec §6 "no access" / "beta access" to video creatives (decision 0024). */
export const videoAccess = pgEnum('video_access', ['none', 'beta']);

/** Spec §3 `userprofile`: one row per user, made at sign-up. */
export const userProfile = pgTable('user_profile', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  plan: plan('plan').notNull().default('free'),
  /** Monthly credits of a Flex plan; null for the fixed plans. */
  tokenAmount: integer('token_amount'),
  /** Purchased credits on top of the monthly allowance. */
  additionalTokens: integer('additional_tokens').notNull().default(0),
  planSubscriptionDate: timestamp('plan_subscription_date', { withTimezone: true }).notNull(),
  updatedDate: timestamp('updated_date', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  // Settings (spec §3 "Profile settings").
  publishToExplore: boolean('publish_to_explore').notNull().default(false),
  /** en, de, fr or es; null follows the browser. */
  language: text('language'),
  /** An id of packages/shared/src/models.ts; null means the default model. */
  imageModel: text('image_model'),
  videoModel: text('video_model'),
  /** Everyone starts in the open beta; admins switch it per user. */
  videoAccess: videoAccess('video_access').notNull().default('beta'),
  /** When the dashboard's first-run checklist was hidden or seen complete; it stays away after. */
  checklistClosedAt: timestamp('checklist_closed_at', { withTimezone: true }),
  /**
   * The folder of the user's stored files: random, never derived from the user id, so file URLs
   * do not show who owns them (0031).
   */
  storageFolder: text('storage_folder')
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  /** Set by migration 0014 on profiles whose files may still be under `{userId}/`; cleared once moved. */
  legacyStorage: boolean('legacy_storage').notNull().default(false),
  /** When an admin stopped the user publishing to Explore (0058); their creatives leave the feed. */
  exploreBlockedAt: timestamp('explore_blocked_at', { withTimezone: true }),
});

/**
 * better-auth's two-factor plugin: one TOTP authenticator per user. The secret and the backup codes
 * are stored encrypted with the auth secret; `verified` turns true once the user confirmed a code
 * from their app. The failure count and lock are the plugin's account-wide lockout.
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [
    index('two_factor_secret_idx').on(table.secret),
    index('two_factor_user_id_idx').on(table.userId),
  ],
);

const ourTimestamps = {
  creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  updatedDate: timestamp('updated_date', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Spec §3 Brand. Names are unique per user regardless of case. */
export const brand = pgTable(
  'brand',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    websiteUrl: text('website_url'),
    description: text('description').notNull().default(''),
    toneOfVoice: text('tone_of_voice').notNull().default(''),
    audience: text('audience').notNull().default(''),
    offer: text('offer').notNull().default(''),
    /** Hex colours, primary first. */
    colors: jsonb('colors').$type<string[]>().notNull().default([]),
    fonts: jsonb('fonts').$type<BrandFont[]>().notNull().default([]),
    /** Logos and icons (stored files), light and dark variants. */
    assets: jsonb('assets').$type<BrandAsset[]>().notNull().default([]),
    ...ourTimestamps,
  },
  (table) => [uniqueIndex('brand_user_name_idx').on(table.userId, sql`lower(${table.name})`)],
);

export const uploadStatus = pgEnum('upload_status', ['active', 'archived']);
export const uploadSource = pgEnum('upload_source', ['manual', 'website']);

/**
 * Spec §3 `useruploads`. `path` is the object in the uploads bucket (`{storageFolder}/{fileId}.{ext}`);
 * its public URL is derived from the storage adapter when read, so a changed PUBLIC_URL or
 * storage backend never leaves stale links. `original_url` is where a website import came from.
 */
export const userUpload = pgTable(
  'user_upload',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fileId: text('file_id').notNull(),
    filename: text('filename').notNull(),
    path: text('path').notNull().unique(),
    originalUrl: text('original_url'),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    tag: text('tag'),
    brandId: uuid('brand_id').references(() => brand.id, { onDelete: 'set null' }),
    status: uploadStatus('status').notNull().default('active'),
    source: uploadSource('source').notNull().default('manual'),
    ...ourTimestamps,
  },
  // Lists read these (timestamp, id) indexes backwards: newest first, id breaking ties (0044).
  (table) => [index('user_upload_user_created_idx').on(table.userId, table.creationDate, table.id)],
);

/** Spec §3 Style: a user's custom style. Presets live in code (packages/shared/src/styles.ts). */
export const style = pgTable(
  'style',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    colors: jsonb('colors').$type<string[]>().notNull().default([]),
    fonts: jsonb('fonts').$type<string[]>().notNull().default([]),
    /** Free-text design elements, e.g. "rounded corners", "grain texture". */
    designElements: jsonb('design_elements').$type<string[]>().notNull().default([]),
    ...ourTimestamps,
  },
  (table) => [
    uniqueIndex('style_user_name_idx').on(table.userId, sql`lower(${table.name})`),
    index('style_user_created_idx').on(table.userId, table.creationDate, table.id),
  ],
);

export const eventType = pgEnum('event_type', ['credits-spent', 'credits-refunded', 'credits-added']);

/**
 * A credit spend stays `reserved` from queueing until its creative completes (`committed`) or
 * fails (`released`, with a `credits-refunded` event next to it).
 */
export type SpendState = 'reserved' | 'committed' | 'released';

export interface EventData {
  credits: number;
  /** The creative a spend or refund is for. */
  creativeId?: string;
  state?: SpendState;
  /** The part of a spend paid from additional credits (taken off them at once, given back on release). */
  fromAdditional?: number;
  /** Why credits were refunded (failed, blocked) or added (admin). */
  reason?: string;
  /** The admin who added credits. */
  addedBy?: string;
  /** The paid invoice that bought added credits (a credit pack). */
  invoiceId?: string;
}

/**
 * Spec §3 `event`: the credit ledger. One spend and at most one refund per creative (unique
 * index), which makes retried or duplicated reserve and release calls harmless.
 */
export const event = pgTable(
  'event',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: eventType('type').notNull(),
    data: jsonb('data').$type<EventData>().notNull(),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('event_user_type_created_idx').on(table.userId, table.type, table.creationDate),
    index('event_user_created_idx').on(table.userId, table.creationDate, table.id),
    uniqueIndex('event_creative_type_idx')
      .on(sql`(${table.data}->>'creativeId')`, table.type)
      .where(sql`${table.data} ? 'creativeId'`),
    // Credits bought with an invoice are added once, however often its payment is reported.
    uniqueIndex('event_invoice_type_idx')
      .on(sql`(${table.data}->>'invoiceId')`, table.type)
      .where(sql`${table.data} ? 'invoiceId'`),
  ],
);

/** A chat on the creation screen: the user's prompts and the creatives each one made. */
export const conversation = pgTable(
  'conversation',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** From the first prompt; the user may rename it. */
    title: text('title').notNull(),
    ...ourTimestamps,
  },
  (table) => [index('conversation_user_updated_idx').on(table.userId, table.updatedDate, table.id)],
);

export const creativeMode = pgEnum('creative_mode', creativeModes);
export const creativeStatus = pgEnum('creative_status', [
  'queued',
  'generating',
  'completed',
  'failed',
  'blocked',
]);

/** An upload or an earlier creative attached to a prompt. */
export interface CreativeAttachment {
  kind: 'upload' | 'creative';
  id: string;
}

/**
 * Spec §3 `adcreative`: one generated image or video. It is made `queued` together with its job
 * and its credit reservation, and moves through generating to completed, failed or blocked.
 */
export const creative = pgTable(
  'adcreative',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversation.id, { onDelete: 'set null' }),
    /** Shared by the variants of one prompt: one chat message. */
    generationId: uuid('generation_id').notNull(),
    mode: creativeMode('mode').notNull().default('image'),
    status: creativeStatus('status').notNull().default('queued'),
    prompt: text('prompt').notNull(),
    /** A video's name in the library, after its base (the creative's headline or the upload's file name); null for images. */
    title: text('title'),
    model: text('model').notNull(),
    /** Image quality; null for videos. */
    quality: text('quality'),
    ratio: text('ratio').notNull(),
    brandId: uuid('brand_id').references(() => brand.id, { onDelete: 'set null' }),
    /** A preset style id or a custom style's uuid. */
    styleId: text('style_id'),
    templateId: text('template_id'),
    attachments: jsonb('attachments').$type<CreativeAttachment[]>().notNull().default([]),
    /** 0-based position among the variants of one request. */
    variantIndex: integer('variant_index').notNull().default(0),
    /** For an auto-fix: the creative it re-lays out. */
    fixOf: uuid('fix_of').references((): AnyPgColumn => creative.id, { onDelete: 'set null' }),
    /** Credits reserved or spent for it. */
    credits: integer('credits').notNull(),
    /** The headline, sub-line and call to action on the image. */
    copy: jsonb('copy').$type<{ headline: string; subline: string | null; callToAction: string | null }>(),
    /** For a video: its poster still (PNG); the thumbnail is made from it. */
    imagePath: text('image_path'),
    thumbnailPath: text('thumbnail_path'),
    /** For a video: the H.264 MP4 and its length. */
    videoPath: text('video_path'),
    durationSeconds: integer('duration_seconds'),
    width: integer('width'),
    height: integer('height'),
    /** Provider detail worth showing (e.g. the layout family). */
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    /** What the brand compositor laid out, the image rendered from it (decision 0052); null for videos. */
    layers: jsonb('layers').$type<LayerDocument>(),
    /** The ad placement it was laid out for (ad-formats.ts), when made for one. */
    placement: text('placement'),
    /** For a creative resized for a placement: the creative it was laid out again from. */
    resizeOf: uuid('resize_of').references((): AnyPgColumn => creative.id, { onDelete: 'set null' }),
    /** For an edited version (decision 0055): the creative as first made, the root of its versions. */
    versionOf: uuid('version_of').references((): AnyPgColumn => creative.id, { onDelete: 'set null' }),
    /** 1 as made; each saved edit or revert is the next number under the same root. */
    version: integer('version').notNull().default(1),
    /** Why it failed or was blocked: an error code such as `moderation_blocked`. */
    errorCode: text('error_code'),
    favorite: boolean('favorite').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    publishedToExplore: boolean('published_to_explore').notNull().default(false),
    /** When it was last published to Explore: the feed's "new" order (0058). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** When an admin hid it from Explore (0058). */
    exploreHiddenAt: timestamp('explore_hidden_at', { withTimezone: true }),
    likeCount: integer('like_count').notNull().default(0),
    remixCount: integer('remix_count').notNull().default(0),
    /** Explore's "trending" order, written with the counts (features/explore/trending-score.ts). */
    trendingScore: doublePrecision('trending_score').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...ourTimestamps,
  },
  (table) => [
    // The library's order within one user's archived or live creatives (0044).
    index('adcreative_user_created_idx').on(table.userId, table.archived, table.creationDate, table.id),
    index('adcreative_user_updated_idx').on(table.userId, table.updatedDate),
    index('adcreative_conversation_idx').on(table.conversationId, table.creationDate),
    // One row per number in a version chain: two saves at once cannot share one (0066).
    uniqueIndex('adcreative_version_of_idx').on(table.versionOf, table.version),
    // Explore's two orders over the creatives that may be public (0058); the owner's side of the
    // visibility rule is checked per row through the profile's primary key.
    index('adcreative_explore_new_idx')
      .on(table.publishedAt, table.id)
      .where(sql`published_to_explore and explore_hidden_at is null and status = 'completed'`),
    index('adcreative_explore_trending_idx')
      .on(table.trendingScore, table.id)
      .where(sql`published_to_explore and explore_hidden_at is null and status = 'completed'`),
  ],
);

export const exploreReactionKind = pgEnum('explore_reaction_kind', ['like', 'remix']);

/**
 * One like, or one remix, per user and creative on Explore (0058). The primary key makes a second
 * one a no-op, and the creative's counter moves in the same statement as the insert or delete.
 */
export const exploreReaction = pgTable(
  'explore_reaction',
  {
    creativeId: uuid('creative_id')
      .notNull()
      .references(() => creative.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: exploreReactionKind('kind').notNull(),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.creativeId, table.userId, table.kind] }),
    index('explore_reaction_user_idx').on(table.userId),
  ],
);

export const exploreReportReason = pgEnum('explore_report_reason', exploreReportReasons);

/** A visitor's report of a public creative, one per reporter and creative; admins resolve it (0058). */
export const exploreReport = pgTable(
  'explore_report',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    creativeId: uuid('creative_id')
      .notNull()
      .references(() => creative.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: exploreReportReason('reason').notNull(),
    note: text('note'),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
    /** When an admin acted on it or dismissed it; open reports have none. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('explore_report_creative_reporter_idx').on(table.creativeId, table.reporterId),
    index('explore_report_open_idx').on(table.resolvedAt, table.creationDate),
  ],
);

export const jobStatus = pgEnum('job_status', ['queued', 'running', 'done', 'failed']);

/**
 * Work for the generation workers. A job is claimed with `FOR UPDATE SKIP LOCKED` and leased; a
 * running job whose lease ran out (its worker died) is claimed again.
 */
export const generationJob = pgTable(
  'generation_job',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    creativeId: uuid('creative_id')
      .notNull()
      .unique()
      .references(() => creative.id, { onDelete: 'cascade' }),
    status: jobStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    workerId: text('worker_id'),
    lastError: text('last_error'),
    ...ourTimestamps,
  },
  (table) => [index('generation_job_claim_idx').on(table.status, table.runAfter)],
);

/**
 * Changes announced to the realtime stream (features/realtime), kept for a day: a reconnecting
 * stream replays the ones after its Last-Event-ID and a tab that was hidden fetches those since it
 * was hidden, on any server instance. `id` orders them and is the SSE event id.
 */
export const changeLog = pgTable(
  'change_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The spec's table name: adcreative, event or userprofile. */
    tableName: text('table_name').notNull(),
    rowId: text('row_id').notNull(),
    changes: jsonb('changes').$type<string[]>().notNull(),
    values: jsonb('values').$type<Record<string, string | number | boolean | null>>(),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('change_log_user_id_idx').on(table.userId, table.id),
    index('change_log_recorded_at_idx').on(table.recordedAt),
  ],
);

/**
 * Spec §3 Template: the library's rows, seeded from the catalogue in code (features/templates,
 * decision 0027). Texts and looks stay in code; rows hold what admins change (featured, deleted)
 * and what queries filter and sort on. Deleted rows stay, so a restart's seed cannot bring them back.
 */
export const template = pgTable(
  'template',
  {
    /** `${themeKey}--${family}--${aspect}--${look}`; never changes. */
    id: text('id').primaryKey(),
    themeKey: text('theme_key').notNull(),
    category: text('category').notNull(),
    aspect: text('aspect').notNull(),
    /** The brand compositor's layout family. */
    family: text('family').notNull(),
    /** Index of the category's colour look (0-3). */
    look: integer('look').notNull(),
    premium: boolean('premium').notNull(),
    featured: boolean('featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...ourTimestamps,
  },
  (table) => [
    index('template_order_idx')
      .on(table.featured.desc(), table.sortOrder)
      .where(sql`${table.deletedAt} is null`),
    index('template_category_idx')
      .on(table.category, table.aspect, table.featured.desc(), table.sortOrder)
      .where(sql`${table.deletedAt} is null`),
    index('template_theme_idx').on(table.themeKey),
    // The few deleted templates, left out of counts of a user's favourites and uses (0061).
    index('template_deleted_idx').on(table.id).where(sql`${table.deletedAt} is not null`),
  ],
);

/** What `rowCount` counts: the live templates (the library's total) and the users (the admin's). */
export const countedRows = pgEnum('counted_rows', ['live_template', 'user']);

/**
 * How many rows a table has, one row each, kept by the counted table's statement triggers
 * (migrations 0027, 0029): the lists' unfiltered totals read it instead of counting every row on each
 * request (0080, 0083).
 */
export const rowCount = pgTable('row_count', {
  counted: countedRows('counted').primaryKey(),
  rows: integer('rows').notNull(),
});

/** A user's favourite templates. */
export const templateFavorite = pgTable(
  'template_favorite',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    templateId: text('template_id')
      .notNull()
      .references(() => template.id, { onDelete: 'cascade' }),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.templateId] }),
    index('template_favorite_user_created_idx').on(table.userId, table.creationDate, table.templateId),
  ],
);

/** When a user last made a creative from a template (the library's "recently used"). */
export const templateUse = pgTable(
  'template_use',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    templateId: text('template_id')
      .notNull()
      .references(() => template.id, { onDelete: 'cascade' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.templateId] }),
    index('template_use_user_used_idx').on(table.userId, table.lastUsedAt, table.templateId),
  ],
);

/** What `userRowCount` counts: a user's favourite templates, templates used and brands. */
export const countedUserRows = pgEnum('counted_user_rows', ['template_favorite', 'template_use', 'brand']);

/**
 * How many rows of each counted table each user has, kept by those tables' statement triggers
 * (migration 0028): lists read it instead of counting all of a user's rows on each request. The
 * favourites and uses counted include those on deleted templates; their pages subtract the few on
 * deleted templates themselves (0082).
 */
export const userRowCount = pgTable(
  'user_row_count',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    counted: countedUserRows('counted').notNull(),
    rows: integer('rows').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.counted] })],
);

// ── Billing (0039) ────────────────────────────────────────────────────────────────────────────

export const billingProvider = pgEnum('billing_provider', ['local', 'stripe']);
export const currency = pgEnum('currency', ['eur', 'usd']);
export const subscriptionStatus = pgEnum('subscription_status', ['active', 'canceled']);

/** The card the local provider keeps on file (Stripe keeps its own). */
export interface PaymentCard {
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * Spec §3 Subscription: a paid plan at a volume, billed monthly by a provider. At most one is
 * active per user (unique index), so a double-clicked checkout cannot make two. A change
 * scheduled for the period end (a downgrade) sits in the `scheduled*` columns.
 */
export const subscription = pgTable(
  'subscription',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: billingProvider('provider').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    plan: plan('plan').notNull(),
    /** Monthly credits: Plus's allowance or the Flex volume. */
    creditAmount: integer('credit_amount').notNull(),
    currency: currency('currency').notNull(),
    status: subscriptionStatus('status').notNull().default('active'),
    /** The day of month and time periods start on: the checkout's or the last upgrade's moment. */
    billingAnchor: timestamp('billing_anchor', { withTimezone: true }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    scheduledPlan: plan('scheduled_plan'),
    scheduledCreditAmount: integer('scheduled_credit_amount'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    card: jsonb('card').$type<PaymentCard>(),
    /** Renewals the provider failed to answer in a row (not a declined card); reset when one goes through. */
    renewalAttempts: integer('renewal_attempts').notNull().default(0),
    /** A renewal that failed this way waits until then before it is tried again. */
    renewalRetryAt: timestamp('renewal_retry_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ...ourTimestamps,
  },
  (table) => [
    uniqueIndex('subscription_one_active_idx').on(table.userId).where(sql`${table.status} = 'active'`),
    uniqueIndex('subscription_provider_id_idx').on(table.provider, table.providerSubscriptionId),
    index('subscription_due_idx').on(table.status, table.currentPeriodEnd),
  ],
);

/**
 * A user's customer at a payment processor (Stripe's `cus_…`), made at their first checkout and
 * reused for every later checkout, the portal and the subscription (0041).
 */
export const billingCustomer = pgTable(
  'billing_customer',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: billingProvider('provider').notNull(),
    customerId: text('customer_id').notNull(),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.provider] }),
    uniqueIndex('billing_customer_provider_id_idx').on(table.provider, table.customerId),
  ],
);

/** What a checkout sells: a subscription to a plan at a volume, or a credit pack. */
export type Purchase =
  | { kind: 'subscription'; plan: 'plus' | 'flex'; creditAmount: number }
  | { kind: 'pack'; packId: string; credits: number };

export const checkoutStatus = pgEnum('checkout_status', ['open', 'completed', 'cancelled']);

/** A checkout started by a user; it completes once, whatever the provider reports twice. */
export const checkout = pgTable(
  'checkout',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: billingProvider('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    purchase: jsonb('purchase').$type<Purchase>().notNull(),
    currency: currency('currency').notNull(),
    status: checkoutStatus('status').notNull().default('open'),
    /** The app path the browser returns to afterwards. */
    returnPath: text('return_path').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...ourTimestamps,
  },
  (table) => [index('checkout_user_idx').on(table.userId, table.creationDate)],
);

export const invoiceKind = pgEnum('invoice_kind', ['subscription', 'upgrade', 'renewal', 'pack']);
export const invoiceStatus = pgEnum('invoice_status', ['paid', 'open', 'void']);

export const invoiceNumberSequence = pgSequence('invoice_number_seq');

/**
 * A bill: what was bought, for how much, for which period. It outlives its user (accounts keep
 * their invoices for the books), so it holds the customer's e-mail address itself.
 */
export const invoice = pgTable(
  'invoice',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id').references(() => subscription.id, { onDelete: 'set null' }),
    provider: billingProvider('provider').notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    number: text('number').notNull().unique(),
    kind: invoiceKind('kind').notNull(),
    plan: plan('plan'),
    /** Monthly credits of a subscription invoice, or the credits of a pack. */
    credits: integer('credits').notNull(),
    /** In the currency's minor unit. */
    amount: integer('amount').notNull(),
    currency: currency('currency').notNull(),
    status: invoiceStatus('status').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    customerEmail: text('customer_email').notNull(),
    /** Where the document is downloaded: our page for the local provider, the provider's PDF otherwise. */
    documentPath: text('document_path').notNull(),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoice_provider_id_idx').on(table.provider, table.providerInvoiceId),
    index('invoice_user_created_idx').on(table.userId, table.creationDate, table.number),
  ],
);

/** Provider events already handled: stored under their unique id before they count, so each counts once. */
export const billingEvent = pgTable(
  'billing_event',
  {
    provider: billingProvider('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * Messages of the public contact form (features/contact, decision 0047), listed for admins.
 * `client_key` is a keyed hash of the sender's address, for the per-address limit, not the address.
 */
export const contactMessage = pgTable(
  'contact_message',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull(),
    clientKey: text('client_key').notNull(),
    /** When the support address was e-mailed; null when no address is configured or sending failed. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_message_client_created_idx').on(table.clientKey, table.createdAt),
    index('contact_message_created_idx').on(table.createdAt),
  ],
);

/**
 * First-party analytics (features/analytics, decision 0051): page views and the product's key
 * events. A page view's `visitor` is a keyed hash of the day's random salt with the address and
 * user agent (or the signed-in user), never the address itself; salts older than yesterday are
 * deleted, so a day's hashes cannot be linked to anyone afterwards. Key events name the user
 * (at most one of each kind per user); deleting the user keeps the count, not the link.
 */
export const analyticsEventKind = pgEnum('analytics_event_kind', [
  'page_view',
  'sign_up',
  'first_creative',
  'paid',
]);

export const analyticsEvent = pgTable(
  'analytics_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: analyticsEventKind('kind').notNull(),
    /** The UTC day the dashboard counts it on. */
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor'),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The page's path, ids replaced by :id, no query string. */
    path: text('path'),
    /** en, de, fr or es. */
    language: text('language').notNull(),
    /** The host of another site the visitor came from (a page view's referrer). */
    referrer: text('referrer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('analytics_event_day_kind_idx').on(table.day, table.kind),
    uniqueIndex('analytics_event_user_kind_idx')
      .on(table.userId, table.kind)
      .where(sql`${table.kind} <> 'page_view'`),
  ],
);

/** The random salt of each UTC day's visitor hashes; rows older than yesterday are deleted. */
export const analyticsSalt = pgTable('analytics_salt', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
