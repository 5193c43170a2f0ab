import { isIPv6 } from 'node:net';

/**
 * The part of a client's address that limits count by. One IPv6 subscriber is usually handed a
 * whole /64 (RFC 6177), and can pick a new address in it for every request: an IPv6 address counts
 * by its first 64 bits, an IPv4 one (mapped into IPv6 or not) whole.
 */
export function addressKey(address: string): string {
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  const [head, tail = ''] = address.split('%')[0].toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) sits in the last 32 bits, beyond the /64 kept.
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
