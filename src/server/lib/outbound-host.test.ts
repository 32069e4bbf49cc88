import net from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  guardedLookup,
  isPublicAddress,
  normaliseHost,
  OutboundHostError,
  resolveOutboundHost,
  type LookupAddress,
} from './outbound-host';

const v4 = (address: string): LookupAddress => ({ address, family: 4 });
const v6 = (address: string): LookupAddress => ({ address, family: 6 });
const fakeDns =
  (table: Record<string, LookupAddress[]>) =>
  async (host: string): Promise<LookupAddress[]> => {
    const found = table[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  };

async function problemOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(OutboundHostError);
    return (error as OutboundHostError).problem;
  }
  return 'accepted';
}

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.10',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '142.250.102.108',
    '172.32.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('normaliseHost', () => {
  it('keeps host names and addresses, strips IPv6 brackets, turns an international name into ASCII', () => {
    expect(normaliseHost(' smtp.gmail.com ')).toBe('smtp.gmail.com');
    expect(normaliseHost('[::1]')).toBe('::1');
    expect(normaliseHost('203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseHost('bücher.example')).toBe('xn--bcher-kva.example');
  });

  it('refuses URLs, ports, spaces and empty input', () => {
    for (const bad of ['http://smtp.gmail.com', 'smtp.gmail.com:465', 'smtp gmail.com', '', '  ', 'a/b'])
      expect(normaliseHost(bad)).toBeNull();
  });
});

describe('resolveOutboundHost', () => {
  const lookup = fakeDns({
    'mail.public.test': [v4('212.58.244.1'), v4('8.8.4.4'), v6('2606:4700::1')],
    'sneaky.test': [v4('8.8.8.8'), v4('10.0.0.5')],
    'v6-local.test': [v6('fd00::25')],
    'metadata.test': [v4('169.254.169.254')],
    localhost: [v6('::1'), v4('127.0.0.1')],
    '127.0.0.1': [v4('127.0.0.1')],
    '10.1.2.3': [v4('10.1.2.3')],
    '192.168.0.10': [v4('192.168.0.10')],
    '::1': [v6('::1')],
    'good.test': [v4('8.8.8.8')],
  });

  it('refuses a private or local host, or a name with any such address among its answers', async () => {
    for (const host of [
      '127.0.0.1',
      'localhost',
      '10.1.2.3',
      '192.168.0.10',
      '::1',
      '[::1]',
      'sneaky.test',
      'v6-local.test',
      'metadata.test',
    ])
      expect(await problemOf(resolveOutboundHost(host, { allowPrivate: false, lookup })), host).toBe(
        'private',
      );
  });

  it('allows them with ALLOW_PRIVATE_HOSTS', async () => {
    const { addresses } = await resolveOutboundHost('localhost', { allowPrivate: true, lookup });
    expect(addresses.map((a) => a.address)).toEqual(['::1', '127.0.0.1']);
  });

  it('accepts a public name and answers all its addresses', async () => {
    const { host, addresses } = await resolveOutboundHost('mail.public.test', {
      allowPrivate: false,
      lookup,
    });
    expect(host).toBe('mail.public.test');
    expect(addresses).toHaveLength(3);
  });

  it('says not_found for an unknown name, and invalid for something that is not a host', async () => {
    expect(await problemOf(resolveOutboundHost('nowhere.test', { allowPrivate: false, lookup }))).toBe(
      'not_found',
    );
    expect(await problemOf(resolveOutboundHost('smtp://x', { allowPrivate: false, lookup }))).toBe('invalid');
  });

  it('gives up on a lookup that hangs', async () => {
    const hanging = () => new Promise<LookupAddress[]>(() => {});
    expect(
      await problemOf(
        resolveOutboundHost('slow.test', { allowPrivate: false, lookup: hanging, timeoutMs: 20 }),
      ),
    ).toBe('not_found');
  });

  it('really resolves names through the system (localhost is refused)', async () => {
    expect(await problemOf(resolveOutboundHost('localhost', { allowPrivate: false }))).toBe('private');
  });
});

describe('guardedLookup at connection time (DNS rebinding)', () => {
  it('refuses to connect when the name now answers a private address, even if it answered a public one before', async () => {
    let calls = 0;
    // First answer public (what a check would have seen), then the loopback address.
    const rebinding = async () => (++calls === 1 ? [v4('8.8.8.8')] : [v4('127.0.0.1')]);
    await resolveOutboundHost('rebind.test', { allowPrivate: false, lookup: rebinding });
    const error = await new Promise<Error>((resolve) => {
      const socket = net.connect({
        host: 'rebind.test',
        port: 25,
        lookup: guardedLookup({ allowPrivate: false, lookup: rebinding }),
      });
      socket.once('error', resolve);
      socket.once('connect', () => {
        socket.destroy();
        resolve(new Error('connected'));
      });
    });
    expect(error).toBeInstanceOf(OutboundHostError);
    expect((error as OutboundHostError).problem).toBe('private');
  });

  it('connects to the checked address when allowed', async () => {
    const server = net.createServer((s) => s.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      const remote = await new Promise<string>((resolve, reject) => {
        const socket = net.connect({
          host: 'local.test',
          port,
          lookup: guardedLookup({ allowPrivate: true, lookup: async () => [v4('127.0.0.1')] }),
          autoSelectFamily: true,
        });
        socket.once('error', reject);
        socket.once('connect', () => {
          resolve(socket.remoteAddress ?? '');
          socket.destroy();
        });
      });
      expect(remote).toBe('127.0.0.1');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
