import type { MiddlewareHandler } from 'hono';
import ipaddr from 'ipaddr.js';
import type { AppEnv } from './http.ts';
import { keptAnswers } from './kept-answers.ts';

/**
 * The address of the client a request comes from, resolved through `TRUSTED_PROXIES` (0029): the
 * TCP peer, unless the peer is a trusted proxy; then X-Forwarded-For is walked from the right (the
 * hop the proxy itself added) past further trusted proxies to the first address that is not one.
 * Entries left of that are the client's own claims and never read.
 */

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** True for an IP address or a CIDR range, the forms TRUSTED_PROXIES takes. */
export function isAddressOrRange(entry: string): boolean {
  return ipaddr.isValid(entry) || ipaddr.isValidCIDR(entry);
}

function parseRanges(entries: readonly string[]): Range[] {
  return entries.map((entry) => {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry);
    const address = ipaddr.process(entry);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  });
}

/** Strict forms only (no `127.1` or hex), IPv4-mapped IPv6 as IPv4, so `::ffff:127.0.0.1` is `127.0.0.1`. */
function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text)) return ipaddr.process(text);
  return undefined;
}

/**
 * Resolves the client address of a request from its TCP peer and its X-Forwarded-For, in canonical
 * form; a hop that is no IP address is answered as written (it is nobody's loopback address).
 * Undefined only without a peer: a request made inside the process.
 */
export function clientAddressResolver(trustedProxies: readonly string[] = []) {
  // Parsed once here, so a bad entry fails at start rather than on a request.
  const ranges = parseRanges(trustedProxies);
  const trusted = (address: ipaddr.IPv4 | ipaddr.IPv6 | undefined) =>
    address !== undefined &&
    ranges.some(([range, bits]) => address.kind() === range.kind() && address.match(range, bits));
  const resolve = (peer: string, forwardedFor: string | undefined): string => {
    const hops = [...(forwardedFor ?? '').split(','), peer].map((hop) => hop.trim()).filter(Boolean);
    let index = hops.length - 1;
    // When every hop is a trusted proxy, the leftmost is the client (a proxy on this machine asking).
    while (index > 0 && trusted(parseAddress(hops[index] as string))) index -= 1;
    const client = hops[index] as string;
    return parseAddress(client)?.toString() ?? client;
  };
  // Requests on a kept-alive connection, or through a proxy from one client, ask the same again:
  // parsing the hops was ~2 % of a list request's CPU (0086). Header values hold no line breaks.
  const kept = keptAnswers((key) => {
    const [peer, forwardedFor] = key.split('\n') as [string, string | undefined];
    return resolve(peer, forwardedFor);
  });
  return (peer: string | undefined, forwardedFor: string | undefined): string | undefined =>
    peer === undefined ? undefined : kept(forwardedFor === undefined ? peer : `${peer}\n${forwardedFor}`);
}

/** True for 127.0.0.0/8 and ::1 (also IPv4-mapped). */
export function isLoopbackAddress(address: string): boolean {
  return parseAddress(address)?.range() === 'loopback';
}

/** Sets the request's client address as the `clientAddress` variable for whatever needs it. */
export function clientAddress(trustedProxies: readonly string[] = []): MiddlewareHandler<AppEnv> {
  const resolve = clientAddressResolver(trustedProxies);
  return async (c, next) => {
    c.set('clientAddress', resolve(c.env?.incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for')));
    await next();
  };
}
