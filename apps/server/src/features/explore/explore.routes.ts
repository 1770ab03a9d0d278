import { OpenAPIHono } from '@hono/zod-openapi';
import type { EmailSender } from '../../adapters/email/email.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import type { Logger } from '../../lib/logger.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import {
  creativeRoute,
  feedRoute,
  likeRoute,
  moderateRoute,
  remixRoute,
  reportRoute,
  reportsRoute,
  unlikeRoute,
  viewerRoute,
} from './explore.contract.ts';
import { hasLiked } from './explore.repository.ts';
import { getExploreCreative } from './get-explore-creative.ts';
import { likeExploreCreative } from './like-explore-creative.ts';
import { listExploreFeed } from './list-explore-feed.ts';
import { listExploreReports } from './list-explore-reports.ts';
import { moderateExploreCreative } from './moderate-explore-creative.ts';
import { remixExploreCreative } from './remix-explore-creative.ts';
import { reportExploreCreative } from './report-explore-creative.ts';

/**
 * Public answers may be stored but are checked with us before each use: an unpublished, hidden or
 * deleted creative leaves the feed and its page on the next request, with no cache to empty.
 */
const publicCache = 'public, no-cache';

export interface ExploreDeps {
  guards: Guards;
  db: Database;
  storage: Storage;
  email: EmailSender;
  logger: Logger;
  now: () => number;
}

export function exploreRoutes(deps: ExploreDeps) {
  const { guards, db, storage, now } = deps;
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  for (const path of [
    '/api/explore/:id/viewer',
    '/api/explore/:id/like',
    '/api/explore/:id/remix',
    '/api/explore/:id/report',
  ]) {
    app.use(path, guards.session);
  }
  app.use('/api/admin/explore/*', guards.admin);
  return app
    .openapi(feedRoute, async (c) => {
      c.header('Cache-Control', publicCache);
      return c.json(await listExploreFeed(db, storage, c.req.valid('query')), 200);
    })
    .openapi(creativeRoute, async (c) => {
      c.header('Cache-Control', publicCache);
      return c.json(await getExploreCreative(db, storage, c.req.valid('param').id), 200);
    })
    .openapi(viewerRoute, async (c) => {
      const { id } = c.req.valid('param');
      await getExploreCreative(db, storage, id);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ liked: await hasLiked(db, id, c.get('user').id) }, 200);
    })
    .openapi(likeRoute, async (c) =>
      c.json(await likeExploreCreative(db, c.get('user').id, c.req.valid('param').id, true, now()), 200),
    )
    .openapi(unlikeRoute, async (c) =>
      c.json(await likeExploreCreative(db, c.get('user').id, c.req.valid('param').id, false, now()), 200),
    )
    .openapi(remixRoute, async (c) =>
      c.json(await remixExploreCreative(db, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(reportRoute, async (c) => {
      await reportExploreCreative(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json'), now());
      return c.body(null, 204);
    })
    .openapi(reportsRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listExploreReports(db, storage, c.req.valid('query').limit), 200);
    })
    .openapi(moderateRoute, async (c) =>
      c.json(await moderateExploreCreative(deps, c.req.valid('param').id, c.req.valid('json').decision), 200),
    );
}
