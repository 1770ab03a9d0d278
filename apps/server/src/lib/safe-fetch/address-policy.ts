import ipaddr from 'ipaddr.js';

/**
 * Which addresses a fetch of a user's URL may reach: public unicast addresses only, unless the
 * operator allow-listed an address (tests scan fixture sites on loopback this way).
 */

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** An allow-list entry: a CIDR range on any port, or one address on one port. */
export interface AllowedHost {
  range: [Address, number];
  port: number | null;
}

/**
 * Parses `WEBSITE_SCAN_ALLOWED_HOSTS` entries: `127.0.0.1:4000`, `[::1]:4000` (one address on one
 * port) or `127.0.0.0/8` (a range, any port). Throws on anything else.
 */
export function parseAllowedHosts(entries: readonly string[]): AllowedHost[] {
  return entries.map((entry) => {
    if (entry.includes('/')) return { range: ipaddr.parseCIDR(entry), port: null };
    const match = /^\[?([0-9a-fA-F.:]+?)\]?:(\d{1,5})$/.exec(entry);
    if (!match?.[1] || !match[2] || !ipaddr.isValid(match[1])) {
      throw new Error(`not an address:port or CIDR range: ${entry}`);
    }
    const address = normalise(ipaddr.parse(match[1]));
    return { range: [address, address.kind() === 'ipv4' ? 32 : 128], port: Number(match[2]) };
  });
}

/**
 * The IPv4 address an IPv6 address stands for (mapped, compatible, SIIT and NAT64 forms), so
 * `::ffff:127.0.0.1` or `64:ff9b::a00:1` is judged as the IPv4 address it reaches.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = address.toByteArray();
  const lastFour = () => new ipaddr.IPv4(bytes.slice(12));
  const range = address.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145' || range === 'rfc6052') return lastFour();
  // IPv4-compatible ::a.b.c.d (deprecated, still routed by some stacks); :: and ::1 stay IPv6.
  const compatible = bytes.slice(0, 12).every((byte) => byte === 0) && address.range() === 'unicast';
  return compatible ? lastFour() : null;
}

function normalise(address: Address): Address {
  if (address.kind() === 'ipv6') return embeddedIPv4(address as ipaddr.IPv6) ?? address;
  return address;
}

/** True for a public unicast address: not loopback, private, link-local, multicast, reserved… */
export function isPublicAddress(text: string): boolean {
  if (!ipaddr.isValid(text)) return false;
  return normalise(ipaddr.parse(text)).range() === 'unicast';
}

/** True when the operator allow-listed this address (and port). */
export function isAllowListed(text: string, port: number, allowed: readonly AllowedHost[]): boolean {
  if (!ipaddr.isValid(text)) return false;
  const address = normalise(ipaddr.parse(text));
  return allowed.some(({ range, port: allowedPort }) => {
    if (allowedPort !== null && allowedPort !== port) return false;
    const [rangeAddress, bits] = range;
    return address.kind() === rangeAddress.kind() && address.match(rangeAddress, bits);
  });
}

export function isReachable(text: string, port: number, allowed: readonly AllowedHost[]): boolean {
  return isAllowListed(text, port, allowed) || isPublicAddress(text);
}
