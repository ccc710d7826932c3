import { describe, expect, it } from 'vitest';
import { requesterAddress } from './ownership';

describe('requesterAddress', () => {
  it('keeps an IPv4 address and takes the IPv4 one out of an IPv4-mapped IPv6 address', () => {
    expect(requesterAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(requesterAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(requesterAddress('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const net = '2001:db8:abcd:12::/64';
    expect(requesterAddress('2001:db8:abcd:12::1')).toBe(net);
    expect(requesterAddress('2001:0DB8:ABCD:0012:ffff:1:2:3')).toBe(net);
    expect(requesterAddress('2001:db8:abcd:12:1::%eth0')).toBe(net);
    expect(requesterAddress('2001:db8:abcd:13::1')).not.toBe(net);
    expect(requesterAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(requesterAddress('::1')).toBe('0:0:0:0::/64');
    expect(requesterAddress('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps anything else as given', () => {
    expect(requesterAddress('unknown')).toBe('unknown');
  });
});
