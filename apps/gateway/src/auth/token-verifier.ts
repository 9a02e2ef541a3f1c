import { App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Identity } from '@mise/contracts';
import { TtlCache } from './ttl-cache';

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
}): TokenVerifier {
  const memoMs = options.memoMs ?? AUTH_MEMO_MS;
  // firebase-admin reads the emulator host from process.env, not from its options.
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  const app: App = initializeApp({ projectId: options.projectId }, `mise-gateway-${++appCounter}`);
  const auth = getAuth(app);
  // In emulator mode every verification is an HTTP call to the emulator (account lookup); a client
  // sends the same token for up to an hour, so remember the verdict briefly.
  const verified = new TtlCache<Identity>(MAX_CACHED);
  return {
    async verify(idToken) {
      const now = Date.now();
      const hit = verified.get(idToken, now);
      if (hit) return hit;
      const decoded = await auth.verifyIdToken(idToken);
      const identity: Identity = {
        uid: decoded.uid,
        email: typeof decoded.email === 'string' ? decoded.email : '',
        name: typeof decoded.name === 'string' ? decoded.name : null,
        picture: typeof decoded.picture === 'string' ? decoded.picture : null,
      };
      verified.set(idToken, identity, Math.min(now + memoMs, decoded.exp * 1000));
      return identity;
    },
    close: () => deleteApp(app),
  };
}
