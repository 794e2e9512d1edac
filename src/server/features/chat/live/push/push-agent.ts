import { promises as dns, type LookupAddress } from 'node:dns';
import { Agent, type RequestOptions } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import ipaddr from 'ipaddr.js';
import { isPushServiceHost } from './push-endpoint';

/** How a host name becomes addresses: every address of the name, as `dns.lookup` with `all: true` gives them. */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

const resolveWithDns: ResolveHost = (hostname) => dns.lookup(hostname, { all: true });

/** IPv6's global unicast space (2000::/3); ::/96 (IPv4-compatible), ::/8 and the like lie outside it. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Whether an address is an ordinary public one the server may connect to: `unicast` in ipaddr.js's ranges, so not
 * loopback, private, link-local, carrier-grade NAT, reserved (which holds 198.18.0.0/15, benchmarking), multicast,
 * broadcast, unspecified, unique-local, site-local, IPv4-mapped, NAT64 (64:ff9b::/96), 6to4 or Teredo; an IPv6
 * address must also be in 2000::/3. Anything that does not parse as an address is refused.
 */
export function isPublicAddress(address: string): boolean {
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return ipaddr.IPv4.parse(address).range() === 'unicast';
  if (!ipaddr.IPv6.isValid(address)) return false;
  const parsed = ipaddr.IPv6.parse(address);
  return parsed.range() === 'unicast' && parsed.match(GLOBAL_UNICAST_V6);
}

export class PushAddressError extends Error {
  override name = 'PushAddressError';
}

/**
 * A `lookup` for sockets that resolves the name with `resolve`, refuses the whole name when ANY of its addresses is
 * not public (so a name cannot mix a public address with an internal one), and hands the socket exactly the
 * addresses it checked.
 */
function checkedLookup(resolve: ResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    const refuse = (message: string) => callback(new PushAddressError(message), '', 4);
    if (!isPushServiceHost(hostname)) return refuse(`${hostname} is not a push service`);
    resolve(hostname).then(
      (all) => {
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const addresses = family ? all.filter((entry) => entry.family === family) : all;
        const internal = addresses.find((entry) => !isPublicAddress(entry.address));
        if (internal) return refuse(`${hostname} resolves to ${internal.address}, which is not a public address`);
        const [first] = addresses;
        if (!first) return refuse(`${hostname} has no address`);
        if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}

/**
 * The HTTPS agent every Web Push notification goes through. Its connections go only to a push service's name (the
 * allow-list of push-endpoint.ts; never an IP literal, which would skip the lookup) and only to addresses the
 * checked lookup gave. `resolve` replaces DNS (a test maps a push service's name to an internal address, as an
 * /etc/hosts entry would); `ca` replaces the trusted roots (a test trusts its own certificate).
 */
export class PushAgent extends Agent {
  readonly #lookup: LookupFunction;

  constructor(options: { resolve?: ResolveHost; ca?: string } = {}) {
    const lookup = checkedLookup(options.resolve ?? resolveWithDns);
    super({ lookup, ...(options.ca ? { ca: options.ca } : {}) });
    this.#lookup = lookup;
  }

  override createConnection(
    options: RequestOptions,
    callback?: (error: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    const host = options.host ?? options.hostname;
    if (typeof host !== 'string' || !isPushServiceHost(host)) {
      const error = new PushAddressError(`${String(host)} is not a push service`);
      if (!callback) throw error;
      // No socket is made: the request fails with this error.
      callback(error, undefined as unknown as Duplex);
      return undefined;
    }
    return super.createConnection({ ...options, lookup: this.#lookup }, callback);
  }
}
