export interface EmulatorTokenClaims {
  uid: string;
  projectId?: string;
  email?: string;
  name?: string;
  picture?: string;
  /** Seconds the token stays valid; negative makes an already expired token. */
  expiresInSeconds?: number;
  signInProvider?: string;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Mints a Firebase Auth emulator-style ID token locally: an unsigned JWT (alg "none") carrying the
 * claims firebase-admin checks (aud = project, iss = securetoken URL + project, sub = uid, iat,
 * exp, auth_time). firebase-admin accepts such tokens only while FIREBASE_AUTH_EMULATOR_HOST is set;
 * it then asks that host whether the account exists (see startAuthEmulatorStub).
 */
export function mintEmulatorToken(claims: EmulatorTokenClaims): string {
  const projectId = claims.projectId ?? 'demo-recipes';
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = claims.expiresInSeconds ?? 3600;
  const iat = expiresIn < 0 ? now + expiresIn - 60 : now;
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: iat,
    user_id: claims.uid,
    sub: claims.uid,
    iat,
    exp: now + expiresIn,
    ...(claims.email !== undefined ? { email: claims.email, email_verified: false } : {}),
    ...(claims.name !== undefined ? { name: claims.name } : {}),
    ...(claims.picture !== undefined ? { picture: claims.picture } : {}),
    firebase: {
      identities: claims.email !== undefined ? { email: [claims.email] } : {},
      sign_in_provider: claims.signInProvider ?? 'password',
    },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}
