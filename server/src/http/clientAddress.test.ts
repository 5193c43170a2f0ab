import { addressKey } from './clientAddress';

it('counts an IPv6 address by its /64, however it is written', () => {
  const key = '2001:db8:0:12::/64';
  for (const address of ['2001:db8:0:12::1', '2001:0db8:0000:0012:ffff:ffff:ffff:ffff', '2001:DB8:0:12:a:b:c:d', '2001:db8::12:0:0:0:9'.replace('::12', ':0:12'), 'fe80::1%eth0'.replace('fe80::1%eth0', '2001:db8:0:12::7%eth0')]) {
    expect(addressKey(address)).toBe(key);
  }
  expect(addressKey('2001:db8:0:13::1')).toBe('2001:db8:0:13::/64');
  expect(addressKey('::1')).toBe('0:0:0:0::/64');
  expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
});

it('keeps an IPv4 address whole, mapped into IPv6 or not', () => {
  expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
  expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  expect(addressKey('')).toBe('');
});
