import { createHmac } from 'node:crypto';

/**
 * An authenticator app for tests: RFC 6238 TOTP (HMAC-SHA1, 6 digits, 30 s) from the base32
 * secret of an `otpauth://` URI. Written from the RFC rather than with the server's library, so a
 * test proves the codes a real app would show are accepted. Used by the server tests and e2e.
 */

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function decodeBase32(input: string): Buffer {
  const clean = input.toUpperCase().replace(/=+$/, '').replace(/\s/g, '');
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index === -1) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The base32 secret of an otpauth:// URI. */
export function secretFromUri(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${uri}`);
  return secret;
}

/** The TOTP code for a base32 secret at `now` (ms), optionally `stepOffset` periods away. */
export function totpCode(secret: string, { now = Date.now(), stepOffset = 0, digits = 6, period = 30 } = {}) {
  const counter = Math.floor(now / 1000 / period) + stepOffset;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hash = createHmac('sha1', decodeBase32(secret)).update(message).digest();
  const offset = (hash[hash.length - 1] as number) & 0x0f;
  const binary = hash.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}
