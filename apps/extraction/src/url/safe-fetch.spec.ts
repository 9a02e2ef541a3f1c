import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { AppError } from '@mise/contracts';
import { isPublicAddress } from './public-address';
import { decodeHtml, fetchPublicHtml, FetchMessages, parseWebUrl, type Resolver } from './safe-fetch';

type Route = (req: IncomingMessage, res: ServerResponse) => void;

/** A fixture web server on loopback; each test adds the routes it needs. */
let server: Server;
let base: string;
let port: number;
const routes = new Map<string, Route>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const route = routes.get(req.url ?? '');
    if (route) route(req, res);
    else res.writeHead(404).end('missing');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const page = (body: string, type = 'text/html; charset=utf-8'): Route => {
  return (_req, res) => res.writeHead(200, { 'content-type': type }).end(body);
};
const redirect = (to: string): Route => {
  return (_req, res) => res.writeHead(302, { location: to }).end();
};

/** Loopback allowed, as the suite's test setting does for its own server. */
const loopbackOk = { allowLoopback: true };

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('isPublicAddress', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, anywhere in 127/8', '127.45.0.9'],
    ['IPv6 loopback', '::1'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.20.0.1'],
    ['private 192.168/16', '192.168.1.10'],
    ['link-local', '169.254.10.1'],
    ['cloud metadata', '169.254.169.254'],
    ['CGNAT 100.64/10', '100.100.0.1'],
    ['multicast', '224.0.0.251'],
    ['broadcast', '255.255.255.255'],
    ['unspecified', '0.0.0.0'],
    ['reserved', '240.0.0.1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 unique-local fc00::/7', 'fd00:ec2::254'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv4-mapped IPv6 of loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped IPv6 of a public address', '::ffff:8.8.8.8'],
    ['NAT64 carrying an IPv4 address', '64:ff9b::a00:1'],
    ['6to4 carrying an IPv4 address', '2002:a00:1::1'],
    ['not an address', 'example.com'],
  ])('refuses %s (%s)', (_kind, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '[2a00:1450:4001::200e]'])(
    'accepts the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('allows loopback only under the test setting, and nothing else with it', () => {
    expect(isPublicAddress('127.0.0.1', loopbackOk)).toBe(true);
    expect(isPublicAddress('::1', loopbackOk)).toBe(true);
    expect(isPublicAddress('10.0.0.1', loopbackOk)).toBe(false);
    expect(isPublicAddress('169.254.169.254', loopbackOk)).toBe(false);
  });
});

describe('parseWebUrl', () => {
  it('takes http and https links and gives a bare host https', () => {
    expect(parseWebUrl(' https://example.com/soup ').href).toBe('https://example.com/soup');
    expect(parseWebUrl('www.example.com/soup').href).toBe('https://www.example.com/soup');
  });

  it.each([
    'ftp://example.com/x',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'https://user:pw@example.com/',
    'http://',
    '&',
    'http://a_b.test/',
  ])('refuses %s with the link message', (raw) => {
    expect(() => parseWebUrl(raw)).toThrow(FetchMessages.badUrl);
  });
});

describe('fetchPublicHtml', () => {
  it('fetches a page from the fixture server when loopback is allowed', async () => {
    routes.set('/soup', page('<html><title>Soup</title></html>'));
    const got = await fetchPublicHtml(`${base}/soup`, loopbackOk);
    expect(got).toEqual({ url: `${base}/soup`, html: '<html><title>Soup</title></html>' });
  });

  it('refuses loopback by default, by address and by a name that resolves to it', async () => {
    routes.set('/soup', page('<html>soup</html>'));
    const noLoopback = { allowLoopback: false };
    expect((await failure(fetchPublicHtml(`${base}/soup`, noLoopback))).message).toBe(
      FetchMessages.notPublic,
    );
    expect((await failure(fetchPublicHtml(`http://[::1]:${port}/soup`, noLoopback))).kind).toBe('Invalid');
    const localhost = await failure(fetchPublicHtml(`http://localhost:${port}/soup`, noLoopback));
    expect(localhost).toMatchObject({ kind: 'Invalid', message: FetchMessages.notPublic });
  });

  it('refuses private, link-local and metadata addresses written as numbers in any form', async () => {
    for (const url of [
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://0x7f.1/',
      'http://2130706433/',
      'http://[::ffff:7f00:1]/',
      'http://[fd00::1]/',
    ]) {
      const error = await failure(fetchPublicHtml(url, { allowLoopback: false }));
      expect([url, error.message]).toEqual([url, FetchMessages.notPublic]);
    }
  });

  it('refuses a name when any address it resolves to is private, before connecting', async () => {
    const resolved: string[] = [];
    const resolve: Resolver = (host) => {
      resolved.push(host);
      return Promise.resolve([
        { address: '127.0.0.1', family: 4 },
        { address: '192.168.0.7', family: 4 },
      ]);
    };
    routes.set('/soup', page('<html>soup</html>'));
    const error = await failure(
      fetchPublicHtml(`http://recipes.test:${port}/soup`, { ...loopbackOk, resolve }),
    );
    expect(error.message).toBe(FetchMessages.notPublic);
    expect(resolved).toEqual(['recipes.test']);
  });

  it('connects to the address it checked, so a name can be pointed at the fixture server', async () => {
    const resolve: Resolver = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    routes.set('/soup', page('<html>named</html>'));
    const got = await fetchPublicHtml(`http://recipes.test:${port}/soup`, { ...loopbackOk, resolve });
    expect(got.html).toBe('<html>named</html>');
  });

  it('refuses a redirect to a private address, and one to a name resolving to one', async () => {
    routes.set('/to-private', redirect('http://10.0.0.5/admin'));
    routes.set('/to-metadata', redirect('http://169.254.169.254/latest/meta-data/'));
    routes.set('/to-inside-name', redirect(`http://inside.test:${port}/soup`));
    const resolve: Resolver = (host) =>
      Promise.resolve([{ address: host === 'inside.test' ? '172.16.4.4' : '127.0.0.1', family: 4 }]);
    for (const path of ['/to-private', '/to-metadata', '/to-inside-name']) {
      const error = await failure(fetchPublicHtml(`${base}${path}`, { ...loopbackOk, resolve }));
      expect([path, error.message]).toEqual([path, FetchMessages.notPublic]);
    }
  });

  it('refuses a redirect to another scheme', async () => {
    routes.set('/to-file', redirect('file:///etc/passwd'));
    expect((await failure(fetchPublicHtml(`${base}/to-file`, loopbackOk))).message).toBe(
      FetchMessages.badUrl,
    );
  });

  it('follows at most 5 redirects', async () => {
    for (let i = 0; i < 6; i += 1) routes.set(`/hop${i}`, redirect(`/hop${i + 1}`));
    routes.set('/hop6', page('<html>end</html>'));
    routes.set('/five', redirect('/hop2'));
    expect((await fetchPublicHtml(`${base}/five`, loopbackOk)).url).toBe(`${base}/hop6`);
    const error = await failure(fetchPublicHtml(`${base}/hop0`, loopbackOk));
    expect(error).toMatchObject({ kind: 'Unprocessable', message: FetchMessages.tooManyRedirects });
  });

  it('stops at the size limit, declared or streamed, and after decompression', async () => {
    const big = `<html>${'x'.repeat(3000)}</html>`;
    routes.set('/declared', page(big));
    routes.set('/streamed', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      for (let i = 0; i < 30; i += 1) res.write('<p>'.padEnd(100, 'y'));
      res.end();
    });
    routes.set('/bomb', (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(gzipSync(Buffer.alloc(50_000, 'a'))),
    );
    for (const path of ['/declared', '/streamed', '/bomb']) {
      const error = await failure(fetchPublicHtml(`${base}${path}`, { ...loopbackOk, maxBytes: 2000 }));
      expect([path, error.message]).toEqual([path, FetchMessages.tooLarge]);
    }
  });

  it('reads a gzip-encoded page', async () => {
    routes.set('/gz', (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(gzipSync('<html>packed</html>')),
    );
    expect((await fetchPublicHtml(`${base}/gz`, loopbackOk)).html).toBe('<html>packed</html>');
  });

  it('gives up when the site does not answer within the time limit', async () => {
    routes.set('/silent', () => undefined);
    const error = await failure(fetchPublicHtml(`${base}/silent`, { ...loopbackOk, timeoutMs: 300 }));
    expect(error).toMatchObject({ kind: 'Unprocessable', message: FetchMessages.timeout });
  });

  it('reports an unreachable site and an error status', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await failure(fetchPublicHtml(`http://127.0.0.1:${closedPort}/`, loopbackOk));
    expect(refused).toMatchObject({ kind: 'Unprocessable', message: FetchMessages.unreachable });
    const missing = await failure(fetchPublicHtml(`${base}/nothing-here`, loopbackOk));
    expect(missing).toMatchObject({ kind: 'Unprocessable', message: FetchMessages.httpStatus(404) });
  });

  it('parses only HTML', async () => {
    routes.set('/json', page('{"title":"Soup"}', 'application/json'));
    routes.set('/image', page('GIF89a', 'image/gif'));
    routes.set('/untyped', (_req, res) => res.writeHead(200).end('<!DOCTYPE html><html>ok</html>'));
    for (const path of ['/json', '/image']) {
      const error = await failure(fetchPublicHtml(`${base}${path}`, loopbackOk));
      expect([path, error.kind, error.message]).toEqual([path, 'Unprocessable', FetchMessages.notHtml]);
    }
    expect((await fetchPublicHtml(`${base}/untyped`, loopbackOk)).html).toContain('ok');
  });

  it('honours the charset of the headers, else of the meta tag', async () => {
    routes.set('/latin1-header', (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' })
        .end(Buffer.from('<p>Crème brûlée</p>', 'latin1')),
    );
    routes.set('/latin1-meta', (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end(
        Buffer.concat([
          Buffer.from('<meta charset="windows-1252"><p>Café 2 ', 'latin1'),
          Buffer.from([0x80]), // the euro sign in windows-1252, a control character in Latin-1
          Buffer.from('</p>'),
        ]),
      ),
    );
    expect((await fetchPublicHtml(`${base}/latin1-header`, loopbackOk)).html).toBe('<p>Crème brûlée</p>');
    expect((await fetchPublicHtml(`${base}/latin1-meta`, loopbackOk)).html).toContain('<p>Café 2 €</p>');
  });
});

describe('decodeHtml', () => {
  it('reads a meta charset in the http-equiv form and Shift_JIS text', () => {
    const sjis = Buffer.from([0x83, 0x4a, 0x83, 0x8c, 0x81, 0x5b]); // カレー
    const html = Buffer.concat([
      Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS"><h1>'),
      sjis,
      Buffer.from('</h1>'),
    ]);
    expect(decodeHtml(html)).toContain('<h1>カレー</h1>');
  });

  it('falls back to UTF-8 for an unknown charset and lets a byte-order mark win', () => {
    expect(decodeHtml(Buffer.from('<p>Crème</p>'), 'text/html; charset=x-nonsense')).toBe('<p>Crème</p>');
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>Crème</p>')]);
    expect(decodeHtml(bom, 'text/html; charset=iso-8859-1')).toBe('<p>Crème</p>');
  });
});
