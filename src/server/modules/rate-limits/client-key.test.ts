import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { clientKey } from './client-key';

test('IPv4 as is; IPv4-mapped IPv6 as IPv4; IPv6 by its /64 whatever the spelling', () => {
  const cases: Array<[string, string]> = [
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:aa:bb::1', '2001:db8:aa:bb::/64'],
    ['2001:0DB8:00aa:00bb:ffff:1:2:3', '2001:db8:aa:bb::/64'],
    ['[2001:db8:aa:bb::9]', '2001:db8:aa:bb::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ];
  for (const [ip, key] of cases) assert.equal(clientKey(ip), key, ip);
});

test('every address of one /64 gets the one key; the key never depends on the lower 64 bits', () => {
  const group = fc.integer({ min: 0, max: 0xffff });
  fc.assert(
    fc.property(fc.array(group, { minLength: 8, maxLength: 8 }), fc.array(group, { minLength: 4, maxLength: 4 }), (a, low) => {
      if (a.slice(0, 4).every((x) => x === 0)) return; // ::/64 holds the IPv4-mapped block, which has its own rule
      const full = a.map((x) => x.toString(16)).join(':');
      const other = [...a.slice(0, 4), ...low].map((x) => x.toString(16).padStart(4, '0')).join(':');
      assert.equal(clientKey(full), clientKey(other));
      assert.match(clientKey(full), /^[0-9a-f]{1,4}(:[0-9a-f]{1,4}){3}::\/64$/);
    }),
    { numRuns: 500, seed: 7 },
  );
});
