import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AuthEmulatorStub {
  /** host:port, the value for FIREBASE_AUTH_EMULATOR_HOST. */
  readonly host: string;
  /** Marks an account disabled: its tokens stop verifying, as with the real emulator. */
  disable(uid: string): void;
  /** How many account lookups (token checks) it has answered. */
  readonly lookups: number;
  close(): Promise<void>;
}

/**
 * In emulator mode firebase-admin's verifyIdToken checks the token locally (unsigned JWT) and then
 * asks the emulator whether the account exists and is enabled (accounts:lookup). This stub answers
 * that one call for any uid, so tests need neither the real emulator (20+ s to start) nor accounts
 * created in it.
 */
export async function startAuthEmulatorStub(): Promise<AuthEmulatorStub> {
  const disabled = new Set<string>();
  let lookups = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.includes('/accounts:lookup')) {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'NOT_FOUND' } }));
        return;
      }
      lookups += 1;
      const { localId = [] } = JSON.parse(body || '{}') as { localId?: string[] };
      const users = localId.map((uid) => ({
        localId: uid,
        disabled: disabled.has(uid),
        providerUserInfo: [],
      }));
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ kind: 'identitytoolkit#GetAccountInfoResponse', users }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    disable: (uid) => disabled.add(uid),
    get lookups() {
      return lookups;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
