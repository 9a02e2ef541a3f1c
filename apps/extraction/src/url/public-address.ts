import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Which addresses a fetch may connect to. */
export interface AddressPolicy {
  /** Test setting: the suite's own fixture server listens on loopback. Off in every real profile. */
  allowLoopback: boolean;
}

/** Global unicast IPv6 is 2000::/3; everything outside it is special-purpose or unassigned. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * True when connecting to `address` reaches the public internet: ipaddr.js must call it plain
 * `unicast`, which leaves out loopback, private (10/8, 172.16/12, 192.168/16), link-local (the
 * cloud metadata address 169.254.169.254 included), CGNAT 100.64/10, multicast, broadcast,
 * unspecified, reserved and documentation ranges, unique-local fc00::/7, and every IPv6 form that
 * carries an IPv4 address inside it (IPv4-mapped, NAT64, 6to4, Teredo), which could point back in.
 */
export function isPublicAddress(address: string, policy: AddressPolicy = { allowLoopback: false }): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIP(bare)) return false;
  const parsed = ipaddr.parse(bare);
  const range = parsed.range();
  if (policy.allowLoopback && range === 'loopback') return true;
  if (range !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}
