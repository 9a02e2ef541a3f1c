import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { unsafeInput } from '@mise/contracts';
import type { NextFunction, Request, Response } from 'express';

/*
 * The one input guard, before any route or service sees a request (both profiles compose the same
 * gateway): what the body parser refuses, text no store can hold, structures no contract needs and
 * addresses longer than any client sends are answered 4xx in the house shape `{ error }`.
 */

/** Longest request target answered: a search or a cursor is far below it; past it, 414. */
export const MAX_URL_LENGTH = 8192;
/**
 * Node's own limit on the request line and headers together (its default is 16 KB, answered with a
 * bare 431 page): raised so that an address too long reaches MAX_URL_LENGTH's JSON answer instead.
 */
export const MAX_HEADER_BYTES = 64 * 1024;

/** The body parser's refusals (a 4xx of its own) in the house shape; anything else goes on. */
export function bodyErrorHandler(
  error: { status?: number; type?: string; charset?: string; encoding?: string },
  _req: Request,
  res: Response,
  next: NextFunction,
): void {
  const status = error.status ?? 0;
  if (status < 400 || status >= 500) return next(error);
  switch (error.type) {
    case 'entity.too.large':
      res.status(413).json({ error: 'Request body is too large' });
      return;
    case 'charset.unsupported':
      res.status(415).json({ error: 'Send JSON in UTF-8 (Content-Type: application/json; charset=utf-8)' });
      return;
    case 'encoding.unsupported':
      res.status(415).json({
        error: 'Content-Encoding must be gzip, deflate, br or identity (or none at all)',
      });
      return;
    case 'entity.parse.failed':
      res.status(400).json({ error: 'Request body is not valid JSON' });
      return;
    default:
      // Aborted or mis-sized bodies, a stream that cannot be decompressed: the client's fault.
      res
        .status(status)
        .json({ error: status === 400 ? 'Request body is not valid JSON' : 'Request refused' });
  }
}

/** The path with its escapes read, or null when they are not UTF-8. */
function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * After the body parser: the address, the query and a JSON body must hold no NUL, no unpaired
 * surrogate, no nesting or list past the limits of `unsafeInput` (multipart text parts are checked
 * where multer reads them, in `imageUpload`). A refusal names the field and stores nothing.
 */
export function inputGuard(req: Request, res: Response, next: NextFunction): void {
  if (req.originalUrl.length > MAX_URL_LENGTH) {
    res.status(414).json({ error: `The address is too long (at most ${MAX_URL_LENGTH} characters)` });
    return;
  }
  const path = decodedPath(req.path);
  if (path === null || unsafeInput(path) !== null) {
    res.status(400).json({ error: 'The address must be valid text without NUL characters' });
    return;
  }
  const problem = unsafeInput(req.query) ?? (isJson(req) ? unsafeInput(req.body) : null);
  if (problem) {
    res.status(400).json({ error: problem });
    return;
  }
  next();
}

const isJson = (req: Request) =>
  req.body !== undefined && !(req.headers['content-type'] ?? '').startsWith('multipart/');

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The address or headers are too long'],
};

/**
 * Node answers a request it cannot parse itself (no route runs): in the house shape here too. The
 * header limit is raised to MAX_HEADER_BYTES so that long addresses meet `inputGuard`'s 414.
 */
export function guardHttpServer(server: Server): void {
  // Node reads the server's `maxHeaderSize` for each new connection (the createServer option's field).
  Object.assign(server, { maxHeaderSize: MAX_HEADER_BYTES });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return socket.destroy();
    const [status, reason, text] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request', 'Bad request'];
    const body = JSON.stringify({ error: text });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
