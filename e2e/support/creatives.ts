import type { Page } from '@playwright/test';

/**
 * The signed-in user's creatives, newest first, each read whole from `GET /api/creatives/{id}`:
 * the library's pages answer only what its cards draw (decision 0074), not the attachments,
 * placement or template a journey checks.
 */
export async function creativesInFull<Creative>(page: Page, limit = 40): Promise<Creative[]> {
  const listed = (await (await page.request.get(`/api/creatives?limit=${limit}`)).json()) as {
    creatives: { id: string }[];
  };
  return Promise.all(
    listed.creatives.map(
      async ({ id }) => (await (await page.request.get(`/api/creatives/${id}`)).json()) as Creative,
    ),
  );
}
