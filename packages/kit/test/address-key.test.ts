import { describe, expect, it } from 'vitest';
import { addressKey } from '../src/index.ts';

describe('addressKey: what a per-address limit counts under', () => {
  it('keys IPv4 by the address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });

  it('keys IPv4-mapped IPv6 by the IPv4 address, in either spelling', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('keys IPv6 by its /64, whatever the spelling of the address', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const same of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:9',
      '2001:db8:1:2:a:b:1.2.3.4',
      '2001:db8:1:2::5%eth0',
    ]) {
      expect(addressKey(same)).toBe(key);
    }
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('leaves what is not an address as it is', () => {
    expect(addressKey('')).toBe('');
    expect(addressKey('not-an-address')).toBe('not-an-address');
  });
});
