import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import type { CustomFetch } from 'openid-client';
import { Agent, fetch as undiciFetch } from 'undici';

/**
 * Addresses an identity provider never has: this machine, the private networks, link-local (the
 * cloud's metadata service), unique-local and the rest IANA keeps out of the internet. An issuer
 * there would make an anonymous /api/sso-start a scanner of the server's own network (issue 36).
 */
const INTERNAL = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24],
  ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) INTERNAL.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['2001:db8::', 32]] as const) {
  INTERNAL.addSubnet(net, prefix, 'ipv6');
}

/** Is this address one no identity provider has (an IPv4-mapped IPv6 one by the IPv4 it maps)? */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return INTERNAL.check(mapped[1], 'ipv4');
  const family = isIP(address);
  return family === 0 || INTERNAL.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export class InternalAddressError extends Error {
  constructor(host: string) {
    super(`refused to connect to ${host}: it is on an internal network`);
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * dns.lookup, refusing a name that resolves to any internal address. The connection is made to
 * the address checked here, on every connection: a name that answers a public address to a check
 * and an internal one to the connection (DNS rebinding) gets nowhere.
 */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
  lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    if (addresses.length === 0 || addresses.some((a) => isInternalAddress(a.address))) return callback(new InternalAddressError(hostname), []);
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0].address, addresses[0].family);
  });
}

const agent = new Agent({ connect: { lookup: publicLookup } });

/**
 * The fetch openid-client uses in production, for the discovery document and every address it
 * names (authorization, token, keys, userinfo): none may be on an internal network, whether named
 * by an address or by a name that resolves to one.
 */
export const publicFetch: CustomFetch = async (address, options) => {
  const url = new URL(address);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && isInternalAddress(host)) throw new InternalAddressError(host);
  const { method, headers, body, redirect, signal } = options;
  // The bodies openid-client sends (form data, bytes) are undici's own kinds; only the DOM typings differ.
  return (await undiciFetch(url, { method, headers, body: body as never, redirect, signal, dispatcher: agent })) as unknown as Response;
};
