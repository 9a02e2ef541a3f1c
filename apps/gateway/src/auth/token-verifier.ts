import type { App } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import type { Identity } from '@mise/contracts';
import { LruCache } from '@mise/platform-cache';

export const TOKEN_VERIFIER = Symbol('TOKEN_VERIFIER');

export interface TokenVerifier {
  /** The identity in a valid Firebase ID token; rejects for any invalid, expired or revoked one. */
  verify(idToken: string): Promise<Identity>;
  close(): Promise<void>;
}

let appCounter = 0;

/** How long a verified token is trusted without asking again (never past its own expiry). */
export const AUTH_MEMO_MS = 30_000;
const MAX_CACHED = 10_000;

/**
 * firebase-admin's verifier. With FIREBASE_AUTH_EMULATOR_HOST set it accepts the emulator's
 * unsigned tokens and asks the emulator whether the account is still enabled; never set that
 * variable in production. Otherwise it checks Google's signatures for the project.
 */
export function firebaseTokenVerifier(options: {
  projectId: string;
  emulatorHost?: string;
  memoMs?: number;
  /** Load firebase-admin on the first token instead of now (a gateway process kept small at rest). */
  loadOnFirstToken?: boolean;
}): TokenVerifier {
  const memoMs = options.memoMs ?? AUTH_MEMO_MS;
  // firebase-admin reads the emulator host from process.env, not from its options.
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  const name = `mise-gateway-${++appCounter}`;
  // firebase-admin and what it brings (google-auth-library, jose, ~15 MB resident) can wait for the
  // first token to check: a distributed gateway at rest does not need them.
  let admin: { app: App; auth: Auth } | undefined;
  const open = () => {
    if (!admin) {
      /* eslint-disable @typescript-eslint/no-require-imports */
      const { initializeApp } = require('firebase-admin/app') as typeof import('firebase-admin/app');
      const { getAuth } = require('firebase-admin/auth') as typeof import('firebase-admin/auth');
      /* eslint-enable @typescript-eslint/no-require-imports */
      const app = initializeApp({ projectId: options.projectId }, name);
      admin = { app, auth: getAuth(app) };
    }
    return admin.auth;
  };
  if (!options.loadOnFirstToken) open();
  // In emulator mode every verification is an HTTP call to the emulator (account lookup); a client
  // sends the same token for up to an hour, so remember the verdict briefly.
  const verified = new LruCache<string, Identity>({ maxWeight: MAX_CACHED });
  return {
    verify(idToken) {
      // Many requests with one token arrive together when its verdict expires: one check serves all.
      return verified.getOrLoad(idToken, async () => {
        const now = Date.now();
        const decoded = await open().verifyIdToken(idToken);
        const value: Identity = {
          uid: decoded.uid,
          email: typeof decoded.email === 'string' ? decoded.email : '',
          name: typeof decoded.name === 'string' ? decoded.name : null,
          picture: typeof decoded.picture === 'string' ? decoded.picture : null,
        };
        return { value, expiresAt: Math.min(now + memoMs, decoded.exp * 1000) };
      });
    },
    async close() {
      if (!admin) return;
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { deleteApp } = require('firebase-admin/app') as typeof import('firebase-admin/app');
      await deleteApp(admin.app);
      admin = undefined;
    },
  };
}
