import type { Browser } from 'playwright-core';

type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

/**
 * A new verified user, signed in, as a browser storage state: signs up through the API, reads the
 * verification e-mail from the development mailbox and opens its link (which signs in), the same
 * way as the end-to-end helper e2e/support/accounts.ts does through the UI.
 */
export async function signedInState(browser: Browser, baseUrl: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = `bench.${unique}@example.com`;
    const signUp = await context.request.post('/api/auth/sign-up/email', {
      headers: { origin: baseUrl },
      data: { name: 'Bench User', username: `bench_${unique}`, email, password: 'bench password 1' },
    });
    if (!signUp.ok()) throw new Error(`Sign-up failed: ${signUp.status()} ${await signUp.text()}`);

    let link: string | undefined;
    for (let attempt = 0; attempt < 60 && !link; attempt += 1) {
      const mailbox = await context.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      const { emails } = (await mailbox.json()) as { emails: { text: string }[] };
      link = emails[0]?.text.match(/https?:\/\/\S+/)?.[0];
      if (!link) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (!link) throw new Error(`No verification e-mail for ${email}`);

    const page = await context.newPage();
    await page.goto(link);
    await page.waitForURL(/\/app$/, { timeout: 15_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

let signUps = 0;
/**
 * A documentation address (TEST-NET-2) of its own for each sign-up of this process, in turn: an
 * address comes back after 254 sign-ups, long after its minute of the rate limit.
 */
function nextClientAddress(): string {
  signUps += 1;
  return `198.51.100.${1 + (signUps % 254)}`;
}

/**
 * Signs a new user up through the API and opens the verification link: answers their cookie.
 * `clientAddress` (sent as X-Forwarded-For, for a server that trusts this machine as its proxy, as
 * the bench's product servers do) gives each user their own sign-up rate limit: by default an
 * address of its own per sign-up. `origin` is the product's PUBLIC_URL when `baseUrl` is another
 * instance of it.
 */
export async function signedInCookie(
  baseUrl: string,
  { clientAddress = nextClientAddress(), origin = baseUrl }: { clientAddress?: string; origin?: string } = {},
): Promise<string> {
  const forwarded = { 'x-forwarded-for': clientAddress };
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `bench.api.${unique}@example.com`;
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', ...forwarded },
    body: JSON.stringify({
      name: 'Bench User',
      username: `api_${unique}`,
      email,
      password: 'bench password 1',
    }),
  });
  if (!signUp.ok) throw new Error(`Sign-up failed: ${signUp.status} ${await signUp.text()}`);
  let link: string | undefined;
  for (let attempt = 0; attempt < 60 && !link; attempt += 1) {
    const mailbox = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const { emails } = (await mailbox.json()) as { emails: { text: string }[] };
    link = emails[0]?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!link) throw new Error(`No verification e-mail for ${email}`);
  const verified = await fetch(link, { redirect: 'manual', headers: forwarded });
  return verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
