import { clientAddressKey } from './client-address';

describe('clientAddressKey', () => {
  it('keeps IPv4 addresses, also when mapped into IPv6', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses by their /64 network, however they are written', () => {
    const key = '2001:db8:85a3:8d3::/64';
    for (const address of [
      '2001:db8:85a3:8d3:1319:8a2e:370:7348',
      '2001:0db8:85a3:08d3:0000:0000:0000:0001',
      '2001:db8:85a3:8d3::1',
      '2001:DB8:85A3:8D3::ABCD%eth0',
    ])
      expect(clientAddressKey(address)).toBe(key);
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('2001:db8:85a3:8d4::1')).not.toBe(key);
  });

  it('gives one key to a missing address', () => {
    expect(clientAddressKey(undefined)).toBe('unknown');
  });
});
