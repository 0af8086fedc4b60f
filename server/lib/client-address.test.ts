import { describe, expect, it } from 'vitest'
import { addressKey, forwardedClient } from './client-address.ts'

describe('forwardedClient', () => {
  it.each([
    // [peer, X-Forwarded-For, TRUST_PROXY, client]
    ['10.0.0.1', undefined, 0, '10.0.0.1'],
    ['10.0.0.1', '203.0.113.7', 0, '10.0.0.1'],
    ['10.0.0.1', '203.0.113.7', 1, '203.0.113.7'],
    ['10.0.0.1', '198.51.100.9, 203.0.113.7', 1, '203.0.113.7'],
    ['10.0.0.1', '198.51.100.9, 203.0.113.7', 2, '198.51.100.9'],
    ['10.0.0.1', 'spoofed, 198.51.100.9, 203.0.113.7', 2, '198.51.100.9'],
    ['10.0.0.1', '203.0.113.7', 3, '203.0.113.7'],
    ['10.0.0.1', ' , ', 1, '10.0.0.1'],
    ['10.0.0.1', '', 1, '10.0.0.1'],
  ] as const)('peer %s, X-Forwarded-For %s, %i trusted: %s', (peer, header, trust, client) => {
    expect(forwardedClient(peer, header, trust)).toBe(client)
  })
})

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::99', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['local', 'local'],
  ])('%s is counted as %s', (address, key) => {
    expect(addressKey(address)).toBe(key)
  })
})
