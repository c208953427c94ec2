import { describe, expect, it } from 'vitest'
import { clientKey } from '#server/rate-limit/client-key.ts'

describe('the client key every rate limit counts under (issue 16)', () => {
  it.each([
    ['an IPv4 address', '203.0.113.7', '203.0.113.7'],
    ['an IPv4-mapped IPv6 address', '::ffff:203.0.113.7', '203.0.113.7'],
    ['an IPv4-mapped address in hex, upper case', '::FFFF:CB00:7107', '203.0.113.7'],
    ['an IPv4-mapped address written out', '0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['an IPv6 address', '2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['an IPv6 address compressed inside its /64', '2001:db8::1', '2001:db8:0:0::/64'],
    ['an IPv6 address compressed after its /64', '2001:db8:a:b::1', '2001:db8:a:b::/64'],
    ['an IPv6 address with leading zeros and upper case', '2001:0DB8:000A:000B:0:0:0:1', '2001:db8:a:b::/64'],
    ['a link-local address with a zone', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['the IPv6 loopback', '::1', '0:0:0:0::/64'],
    ['an IPv6 address ending in an IPv4 tail', '64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['something that is no address', 'unknown', 'unknown'],
  ])('keys %s', (_name, address, key) => {
    expect(clientKey(address)).toBe(key)
  })

  it('gives every address of one /64 the same key, and another /64 another', () => {
    const keys = ['2001:db8:5:6::1', '2001:db8:5:6:ffff:ffff:ffff:ffff', '2001:db8:5:6:a:b:c:d'].map(clientKey)
    expect(new Set(keys).size).toBe(1)
    expect(clientKey('2001:db8:5:7::1')).not.toBe(keys[0])
    // The key is not an address: another IPv4 client can never collide with it.
    expect(clientKey('10.0.0.1')).not.toBe(clientKey('::ffff:10.0.0.2'))
  })
})
