/**
 * Loaded only when an address carries ?preview=<token>: hands the token to the server, which
 * checks it and sets the previewToken cookie, then reloads the page without the token in the
 * address. A reload happens at most once per 10 s (spec §9's preview reload guard), so a token the
 * server keeps refusing, or a link opened twice, cannot start a reload loop.
 */
const reloadGuardKey = 'blog-preview-reloaded-at';
const previewReloadGuardMs = 10_000;

/** The server's (translated) message when it refused the token; else whether the page is reloading. */
export type PreviewActivation = { refused: string } | { reloading: boolean };

export async function activatePreview(token: string, staging: boolean): Promise<PreviewActivation> {
  const response = await fetch('/api/blog/preview', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ token, staging }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    return { refused: body?.error?.message ?? response.statusText };
  }
  const url = new URL(window.location.href);
  url.searchParams.delete('preview');
  url.searchParams.delete('staging');
  const last = Number(sessionStorage.getItem(reloadGuardKey) ?? 0);
  if (Date.now() - last < previewReloadGuardMs) {
    window.history.replaceState(window.history.state, '', url);
    return { reloading: false };
  }
  sessionStorage.setItem(reloadGuardKey, String(Date.now()));
  window.location.replace(url);
  return { reloading: true };
}

/** Leaves preview mode: the server clears the cookies, the page shows the published blog again. */
export async function leavePreview(): Promise<void> {
  await fetch('/api/blog/preview', { method: 'DELETE' });
  window.location.reload();
}
