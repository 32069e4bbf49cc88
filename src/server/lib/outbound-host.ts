import dns from 'node:dns';
import type net from 'node:net';
import { domainToASCII } from 'node:url';
import ipaddr from 'ipaddr.js';

/**
 * The guard for every outbound address an admin types in (the SMTP host today): such a host must
 * not let the server be pointed at its own network — loopback, private ranges, link-local (cloud
 * metadata at 169.254.169.254), carrier-grade NAT, unique-local IPv6, unspecified, multicast and
 * the other reserved ranges are refused unless ALLOW_PRIVATE_HOSTS=1 (CONTRACT.md §1).
 *
 * A name is checked on every address it resolves to, and the check is repeated at connection time
 * by `guardedLookup`, the lookup function handed to `net.connect`: the addresses that are checked
 * are the ones connected to, so a name that answers with a public address when it is checked and
 * a private one a moment later (DNS rebinding) cannot get through.
 */

export type OutboundHostProblem = 'invalid' | 'not_found' | 'private';

export class OutboundHostError extends Error {
  /** Distinct from system codes, so error mapping can tell our refusal apart. */
  readonly code = 'EOUTBOUNDHOST';
  constructor(
    public readonly problem: OutboundHostProblem,
    public readonly host: string,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundHostError';
  }
}

export interface LookupAddress {
  address: string;
  family: number;
}

export interface OutboundPolicy {
  /** ALLOW_PRIVATE_HOSTS: loopback and private networks are allowed (development, tests). */
  allowPrivate: boolean;
  /** How names are resolved; node:dns lookup (the system resolver, every address) by default. */
  lookup?: (hostname: string) => Promise<LookupAddress[]>;
  /** Give up on a lookup after this long. */
  timeoutMs?: number;
}

const LABEL = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?';
const HOSTNAME = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})*\\.?$`, 'i');

export const HOST_SYNTAX_MESSAGE = 'Enter a host name such as smtp.example.com, without http:// or a port';
export const PRIVATE_HOST_MESSAGE =
  "This host is on a private or local network, which the server is not allowed to reach. Use your mail provider's public host name.";

/**
 * The host as it will be used: trimmed, an IPv6 literal without its brackets, an international
 * name in its ASCII (punycode) form; null when it is not a host name or IP address at all
 * (a URL, a host with a port, spaces…).
 */
export function normaliseHost(input: string): string | null {
  let host = input.trim();
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  if (!host) return null;
  if (ipaddr.isValid(host) && (host.includes(':') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host))) return host;
  // Anything URL-like (a scheme, a port, a path, credentials) is not a host name.
  if (/[\s/\\:@?#%,;[\]]/.test(host)) return null;
  const ascii = domainToASCII(host);
  if (!ascii || !HOSTNAME.test(ascii)) return null;
  return ascii;
}

/** Whether an address is an ordinary public unicast address that any outside service could have. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address); // an IPv4-mapped IPv6 address is judged as the IPv4 one
  const range = parsed.range();
  if (range === 'unicast') return true;
  // NAT64 (64:ff9b::/96, RFC 6052): the IPv4 address it carries decides.
  if (range === 'rfc6052' && parsed.kind() === 'ipv6') {
    const bytes = parsed.toByteArray().slice(12);
    return ipaddr.fromByteArray(bytes).range() === 'unicast';
  }
  return false;
}

function systemLookup(hostname: string): Promise<LookupAddress[]> {
  return dns.promises.lookup(hostname, { all: true, verbatim: true });
}

const NOT_FOUND_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'EAI_NODATA',
  'EAI_FAIL',
  'ENODATA',
]);

async function lookupWithTimeout(hostname: string, policy: OutboundPolicy): Promise<LookupAddress[]> {
  const lookup = policy.lookup ?? systemLookup;
  const timeoutMs = policy.timeoutMs ?? 10_000;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`DNS lookup of ${hostname} timed out`), { code: 'EAI_AGAIN' })),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([lookup(hostname), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Refuses a host with no address, or any address that is not public unless the policy allows it. */
export function checkAddresses(host: string, addresses: LookupAddress[], policy: OutboundPolicy) {
  if (addresses.length === 0)
    throw new OutboundHostError('not_found', host, `The host ${host} could not be found`);
  if (policy.allowPrivate) return;
  if (addresses.some((a) => !isPublicAddress(a.address)))
    throw new OutboundHostError('private', host, PRIVATE_HOST_MESSAGE);
}

/**
 * Resolves an admin-entered host and checks every address it has. Throws OutboundHostError:
 * `invalid` (not a host name), `not_found` (no such name), `private` (refused by the policy).
 * Answers the normalised host and its addresses.
 */
export async function resolveOutboundHost(
  input: string,
  policy: OutboundPolicy,
): Promise<{ host: string; addresses: LookupAddress[] }> {
  const host = normaliseHost(input);
  if (!host) throw new OutboundHostError('invalid', input, HOST_SYNTAX_MESSAGE);
  let addresses: LookupAddress[];
  try {
    addresses = await lookupWithTimeout(host, policy);
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (NOT_FOUND_CODES.has(code))
      throw new OutboundHostError('not_found', host, `The host ${host} could not be found`);
    throw error;
  }
  checkAddresses(host, addresses, policy);
  return { host, addresses };
}

/**
 * A lookup function for `net.connect({ lookup })` that refuses, with OutboundHostError, a name
 * resolving to any address the policy does not allow. Used for the connection itself, so what
 * was checked is what is connected to.
 */
export function guardedLookup(policy: OutboundPolicy): net.LookupFunction {
  return (hostname, options, callback) => {
    const done = callback as (
      err: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void;
    lookupWithTimeout(hostname, policy)
      .then((addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = wanted ? addresses.filter((a) => a.family === wanted) : addresses;
        checkAddresses(hostname, addresses, policy);
        if (usable.length === 0)
          throw Object.assign(new Error(`No IPv${wanted} address for ${hostname}`), { code: 'ENOTFOUND' });
        if (options.all) done(null, usable);
        else done(null, usable[0]!.address, usable[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => done(error, options.all ? [] : '', undefined));
  };
}
