/**
 * Path prefixes of the client-side app (not prerendered). Unknown paths below them are the
 * app's own routes and get the SPA fallback with 200; other unknown paths get it with 404.
 */
const clientAppPrefixes = ['/app', '/auth', '/explore'] as const;

export function isClientAppPath(path: string): boolean {
  return clientAppPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
