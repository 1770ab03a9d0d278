import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this installation, by key (e.g. when it first started). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
