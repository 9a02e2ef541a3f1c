import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction, type Socket } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { AppError } from '@mise/contracts';
import { isPublicAddress, type AddressPolicy } from './public-address';

export const FETCH_LIMITS = { maxRedirects: 5, maxBytes: 5 * 1024 * 1024, timeoutMs: 10_000 } as const;

/** Resolves a host name to every address it has (the system resolver unless a test swaps it). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface SafeFetchOptions extends AddressPolicy {
  maxRedirects?: number;
  maxBytes?: number;
  timeoutMs?: number;
  resolve?: Resolver;
}

export interface FetchedPage {
  /** The address the page finally came from, after redirects. */
  url: string;
  html: string;
}

export const FetchMessages = {
  badUrl: 'Please enter a valid website link (http or https)',
  notPublic: 'That link points to a private or local address, which cannot be imported',
  tooManyRedirects: 'That website redirected too many times',
  tooLarge: 'That page is too large to import',
  timeout: 'That website took too long to answer',
  unreachable: 'Could not reach that website. Please check the link and try again.',
  httpStatus: (status: number) => `That website answered with an error (HTTP ${status})`,
  notHtml: 'That link is not a web page, so no recipe can be read from it',
} as const;

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/** Reads and checks a link a person typed: http(s) only, no credentials; a bare host gets https. */
export function parseWebUrl(raw: string): URL {
  const text = raw.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new AppError('Invalid', FetchMessages.badUrl);
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    !url.hostname ||
    url.username ||
    url.password
  )
    throw new AppError('Invalid', FetchMessages.badUrl);
  // A host name is labels of letters, digits and hyphens (other scripts arrive as punycode), or an
  // address; '&' or '_' is a typo, not a site.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (
    !isIP(host) &&
    !/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?$/i.test(host)
  )
    throw new AppError('Invalid', FetchMessages.badUrl);
  return url;
}

/**
 * The agent's `lookup`: resolves the name, refuses it when any of its addresses is not public, and
 * hands the socket only addresses it checked. Because the socket connects to what this returns,
 * a name that answers differently a second time (DNS rebinding) cannot slip a private address in.
 */
function checkedLookup(policy: AddressPolicy, resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((found) => {
        const family = typeof options === 'object' ? options.family : undefined;
        const wanted = found.filter((a) => !family || family === 0 || a.family === family);
        if (found.length === 0 || wanted.length === 0)
          throw Object.assign(new Error('no address'), { code: 'ENOTFOUND' });
        if (found.some((a) => !isPublicAddress(a.address, policy)))
          throw new AppError('Invalid', FetchMessages.notPublic);
        if (typeof options === 'object' && options.all) callback(null, wanted);
        else callback(null, wanted[0].address, wanted[0].family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 0));
  };
}

function charsetFromContentType(value: string | undefined): string | undefined {
  return /charset\s*=\s*["']?([\w.:-]+)/i.exec(value ?? '')?.[1];
}

/** The page's own charset: a byte-order mark, else a `<meta charset>` or http-equiv in the first 4 KB. */
function charsetFromBytes(bytes: Buffer): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const head = bytes.subarray(0, 4096).toString('latin1');
  return (
    /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1] ??
    /<meta[^>]+content\s*=\s*["'][^"']*charset\s*=\s*([\w.:-]+)/i.exec(head)?.[1]
  );
}

// windows-1252's 0x80-0x9F (the WHATWG table). Node 20's TextDecoder decodes this charset, which
// is also what 'iso-8859-1', 'latin1' and 'ascii' mean on the web, as bare Latin-1, losing € ' " –.
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Buffer): string {
  let out = '';
  for (const byte of bytes)
    out += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return out;
}

/** Decodes the body with the charset the headers name, else the page's meta, else UTF-8. */
export function decodeHtml(bytes: Buffer, contentType?: string): string {
  const bom = charsetFromBytes(bytes.subarray(0, 3));
  for (const label of [bom, charsetFromContentType(contentType), charsetFromBytes(bytes), 'utf-8']) {
    if (!label) continue;
    try {
      const decoder = new TextDecoder(label);
      return decoder.encoding === 'windows-1252' ? decodeWindows1252(bytes) : decoder.decode(bytes);
    } catch {
      // Not a charset this runtime knows: try the next clue.
    }
  }
  return bytes.toString('utf8');
}

function isHtml(contentType: string | undefined, bytes: Buffer): boolean {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'text/html' || type === 'application/xhtml+xml') return true;
  if (type && type !== 'application/octet-stream' && type !== 'text/plain') return false;
  // No useful type: only a body that opens like an HTML document counts.
  return /^\s*(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html|head)[\s>]/i.test(
    bytes
      .subarray(0, 1024)
      .toString('latin1')
      .replace(/^\uFEFF|^\xEF\xBB\xBF/, ''),
  );
}

function decompressed(response: IncomingMessage): Readable {
  switch ((response.headers['content-encoding'] ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

interface Hop {
  status: number;
  location?: string;
  contentType?: string;
  body?: Buffer;
}

function requestOnce(url: URL, options: Required<SafeFetchOptions>, signal: AbortSignal): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !isPublicAddress(literal, options)) {
      reject(new AppError('Invalid', FetchMessages.notPublic));
      return;
    }
    const agentOptions = { keepAlive: false, lookup: checkedLookup(options, options.resolve) };
    const agent = url.protocol === 'https:' ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, {
      agent,
      signal,
      headers: {
        'user-agent': 'Mozilla/5.0 (compatible; MiseRecipeImport/1.0)',
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en;q=0.9, *;q=0.5',
      },
    });
    const fail = (error: Error) => {
      request.destroy();
      agent.destroy();
      reject(error);
    };
    // The address actually connected to is checked as well, whatever resolved it.
    request.on('socket', (socket: Socket) => {
      socket.once('connect', () => {
        if (!isPublicAddress(socket.remoteAddress ?? '', options))
          fail(new AppError('Invalid', FetchMessages.notPublic));
      });
    });
    request.on('error', (error) => fail(error));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const contentType = response.headers['content-type'];
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        agent.destroy();
        resolve({ status, location: response.headers.location });
        return;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        agent.destroy();
        resolve({ status, contentType });
        return;
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        fail(new AppError('Unprocessable', FetchMessages.tooLarge));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const body = decompressed(response);
      body.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          body.destroy();
          fail(new AppError('Unprocessable', FetchMessages.tooLarge));
          return;
        }
        chunks.push(chunk);
      });
      body.on('error', (error) => fail(error));
      body.on('end', () => {
        agent.destroy();
        resolve({ status, contentType, body: Buffer.concat(chunks) });
      });
    });
  });
}

function asFetchError(error: unknown, signal: AbortSignal): Error {
  if (error instanceof AppError) return error;
  if (signal.aborted) return new AppError('Unprocessable', FetchMessages.timeout);
  return new AppError('Unprocessable', FetchMessages.unreachable);
}

/** Whether an answer is what the caller asked for, by its declared type and first bytes. */
export type WantedBody = (contentType: string | undefined, body: Buffer) => boolean;

/**
 * Fetches a web page for the importer without letting a link reach inside the network: http(s)
 * only; every address a name resolves to, on every redirect, must be public, and the connected
 * socket's address is checked again; at most 5 redirects, 5 MB (after decompression) and 10 s in
 * all; only an HTML answer is decoded, with the charset its headers or meta name.
 */
export function fetchPublicHtml(raw: string, options: SafeFetchOptions): Promise<FetchedPage> {
  return fetchPublicText(raw, options, isHtml);
}

/**
 * The same guarded fetch for another kind of text (a subtitle track): `wanted` judges the answer
 * instead of the HTML check; the text is decoded the same way.
 */
export async function fetchPublicText(
  raw: string,
  options: SafeFetchOptions,
  wanted: WantedBody,
): Promise<FetchedPage> {
  const settings: Required<SafeFetchOptions> = {
    maxRedirects: FETCH_LIMITS.maxRedirects,
    maxBytes: FETCH_LIMITS.maxBytes,
    timeoutMs: FETCH_LIMITS.timeoutMs,
    resolve: systemResolver,
    ...options,
  };
  let url = parseWebUrl(raw);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const hop = await requestOnce(url, settings, controller.signal).catch((error: unknown) => {
        throw asFetchError(error, controller.signal);
      });
      if (hop.location !== undefined) {
        if (redirects >= settings.maxRedirects)
          throw new AppError('Unprocessable', FetchMessages.tooManyRedirects);
        let next: URL;
        try {
          next = new URL(hop.location, url);
        } catch {
          throw new AppError('Unprocessable', FetchMessages.unreachable);
        }
        if (next.protocol !== 'http:' && next.protocol !== 'https:')
          throw new AppError('Invalid', FetchMessages.badUrl);
        url = next;
        continue;
      }
      if (!hop.body) throw new AppError('Unprocessable', FetchMessages.httpStatus(hop.status));
      if (!wanted(hop.contentType, hop.body)) throw new AppError('Unprocessable', FetchMessages.notHtml);
      return { url: url.href, html: decodeHtml(hop.body, hop.contentType) };
    }
  } finally {
    clearTimeout(timer);
  }
}
