import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Fills every list of one user with `count` rows (creatives, uploads, brands, styles, chats,
 * credit events, invoices, favourite and used templates) and adds `count` users for the admin's
 * list. Ten rows at a time share a timestamp, so pages must break ties by id. Plain SQL over
 * generate_series: 10,000 rows a list take a second or two (list-queries.test.ts, the bench).
 */
export async function fillLists(db: Database, userId: string, count: number): Promise<void> {
  const at = sql`now() - (i / 10) * interval '1 second'`;
  const statements = [
    sql`insert into "user" (name, email, username, email_verified, created_at, updated_at)
      select 'List User ' || i, 'list.' || i || '.' || ${userId} || '@example.com',
        'list_' || i || '_' || replace(${userId}, '-', ''), true, ${at}, ${at}
      from generate_series(1, ${count}) i`,
    sql`insert into conversation (user_id, title, creation_date, updated_date)
      select ${userId}, 'Chat ' || i, ${at}, ${at} from generate_series(1, ${count}) i`,
    sql`insert into adcreative (user_id, conversation_id, generation_id, prompt, model, ratio, credits,
        creation_date, updated_date)
      select ${userId}, (select id from conversation where user_id = ${userId} limit 1), gen_random_uuid(),
        'Prompt ' || i, 'brand-compositor', '1:1', 1, ${at}, ${at}
      from generate_series(1, ${count}) i`,
    sql`insert into user_upload (user_id, file_id, filename, path, content_type, size_bytes,
        creation_date, updated_date)
      select ${userId}, 'file' || i, 'photo-' || i || '.png', ${userId} || '/list-' || i || '.png',
        'image/png', 1000, ${at}, ${at}
      from generate_series(1, ${count}) i`,
    sql`insert into brand (user_id, name, creation_date, updated_date)
      select ${userId}, 'Brand ' || i, ${at}, ${at} from generate_series(1, ${count}) i`,
    sql`insert into style (user_id, name, creation_date, updated_date)
      select ${userId}, 'Style ' || i, ${at}, ${at} from generate_series(1, ${count}) i`,
    sql`insert into event (user_id, type, data, creation_date)
      select ${userId}, 'credits-added', '{"credits": 1}'::jsonb, ${at} from generate_series(1, ${count}) i`,
    sql`insert into invoice (user_id, provider, provider_invoice_id, number, kind, plan, credits, amount,
        currency, status, period_start, period_end, customer_email, document_path, creation_date)
      select ${userId}, 'local', 'inv-' || i || '-' || ${userId}, 'L-' || i || '-' || ${userId}, 'pack',
        null, 10, 500, 'eur', 'paid', ${at}, ${at}, 'list@example.com', '/billing/local/invoices/' || i, ${at}
      from generate_series(1, ${count}) i`,
    sql`insert into template_favorite (user_id, template_id, creation_date)
      select ${userId}, id, now() - (row_number() over (order by id) / 10) * interval '1 second'
      from (select id from template order by id limit ${count}) t`,
    sql`insert into template_use (user_id, template_id, last_used_at)
      select ${userId}, id, now() - (row_number() over (order by id desc) / 10) * interval '1 second'
      from (select id from template order by id desc limit ${count}) t`,
  ];
  for (const statement of statements) await db.execute(statement);
  await db.execute(sql`analyze`);
}

/** A verified user made straight in the table, to own a list's rows. */
export async function insertListUser(db: Database, name: string): Promise<string> {
  const result = (await db.execute(
    sql`insert into "user" (name, email, email_verified) values (${name}, ${`${name}@example.com`}, true) returning id`,
  )) as unknown as { rows: { id: string }[] };
  const id = result.rows[0]?.id;
  if (!id) throw new Error(`no user ${name}`);
  return id;
}

/** Gives a user the admin role, for the admin's lists. */
export async function makeListAdmin(db: Database, userId: string): Promise<void> {
  await db.execute(sql`update "user" set role = 'admin' where id = ${userId}`);
}

/**
 * `count` creatives published to Explore in one statement, spread over 100 authors who allow
 * publishing, with likes, remixes and a trending score as the app writes them (0058); ten rows
 * at a time share a publish time, so pages must break ties by id.
 */
export async function fillExplore(db: Database, count: number): Promise<void> {
  const tag = sql.raw(`'${Date.now().toString(36)}'`);
  await db.execute(sql`insert into "user" (name, email, username, email_verified)
    select 'Explore Author ' || i, 'explore.' || i || '.' || ${tag} || '@example.com',
      'explorer_' || i || '_' || ${tag}, true
    from generate_series(1, 100) i`);
  await db.execute(sql`insert into user_profile (user_id, plan_subscription_date, publish_to_explore)
    select id, now(), true from "user" where email like 'explore.%.' || ${tag} || '@example.com'`);
  const at = sql`now() - (i / 10) * interval '1 second'`;
  await db.execute(sql`insert into adcreative (user_id, generation_id, prompt, model, ratio, credits, status,
      published_to_explore, published_at, like_count, remix_count, trending_score, image_path, thumbnail_path,
      creation_date, updated_date)
    select authors.ids[1 + i % 100], gen_random_uuid(), 'Published prompt ' || i, 'brand-compositor', '1:1', 1,
      'completed', true, ${at}, i % 7, i % 3,
      log(1 + i % 7 + 2 * (i % 3)) + extract(epoch from ${at}) / 45000,
      'explore/' || i || '.png', 'explore/' || i || '.webp', ${at}, ${at}
    from generate_series(1, ${count}) i,
      (select array_agg(id) as ids from "user" where email like 'explore.%.' || ${tag} || '@example.com') authors`);
  await db.execute(sql`analyze`);
}
