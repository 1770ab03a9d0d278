import { describe, expect, it } from 'vitest';
import { clientAddressResolver, isAddressOrRange, isLoopbackAddress } from './client-address.ts';

describe('client address', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const resolve = clientAddressResolver();
    expect(resolve('203.0.113.7', '127.0.0.1')).toBe('203.0.113.7');
    expect(resolve('::ffff:198.51.100.4', undefined)).toBe('198.51.100.4');
    expect(resolve(undefined, '203.0.113.9')).toBeUndefined();
  });

  it('walks X-Forwarded-For from the right past trusted proxies', () => {
    const resolve = clientAddressResolver(['127.0.0.1', '10.0.0.0/8']);
    expect(resolve('127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(resolve('::ffff:127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    // The client wrote the leftmost entry itself; the proxies appended the rest.
    expect(resolve('127.0.0.1', '127.0.0.1, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9');
    // A peer that is no trusted proxy is the client, even if it claims to forward for loopback.
    expect(resolve('198.51.100.1', '127.0.0.1')).toBe('198.51.100.1');
    // Nothing forwarded, or only proxies: the leftmost is the client.
    expect(resolve('127.0.0.1', undefined)).toBe('127.0.0.1');
    expect(resolve('127.0.0.1', '10.0.0.2')).toBe('10.0.0.2');
  });

  it('answers a request asked about again as before, however many others came between', () => {
    const resolve = clientAddressResolver(['127.0.0.1']);
    expect(resolve('127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    for (let index = 0; index < 2500; index += 1) {
      const peer = `198.51.${Math.floor(index / 250)}.${index % 250}`;
      expect(resolve(peer, '203.0.113.9')).toBe(peer);
      expect(resolve('127.0.0.1', `${peer}, 127.0.0.1`)).toBe(peer);
    }
    expect(resolve('127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(resolve('127.0.0.1', undefined)).toBe('127.0.0.1');
    expect(resolve('::ffff:127.0.0.1', undefined)).toBe('127.0.0.1');
  });

  it('answers a hop that is no address as written, and never as loopback', () => {
    const resolve = clientAddressResolver(['127.0.0.1']);
    expect(resolve('127.0.0.1', 'unknown')).toBe('unknown');
    expect(resolve('127.0.0.1', '127.1')).toBe('127.1');
    expect(isLoopbackAddress('127.1')).toBe(false);
  });

  it('knows loopback addresses and the forms of TRUSTED_PROXIES', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address)).toBe(true);
    }
    for (const address of ['10.0.0.1', '::', 'localhost', '']) expect(isLoopbackAddress(address)).toBe(false);
    expect(['10.0.0.1', '172.16.0.0/12', '::1', 'fd00::/8'].every(isAddressOrRange)).toBe(true);
    expect(['nonsense', '10.0.0.0/99', '1.2.3.4.5'].some(isAddressOrRange)).toBe(false);
  });
});
