import type { ClientConfig } from '@mise/contracts';
import helmet from 'helmet';

/** Google's sign-in endpoints the Firebase web SDK talks to, and the script its pop-up flow loads. */
const FIREBASE_API_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
const GOOGLE_SCRIPTS = ['https://apis.google.com'];

/**
 * Secure headers for every response: a Content Security Policy with no foreign script and no
 * inline script but the prerendered pages' own (named by hash), connections only to this origin and Firebase Auth (or its emulator),
 * frames only from the sign-in domain, and no framing of this app by anyone. Recipe photos may
 * come from any https address (image_url), so images are the one open source. Pop-ups keep their
 * opener, which Firebase's sign-in pop-up needs.
 */
export function securityHeaders(config: ClientConfig, inlineScriptHashes: string[] = []) {
  const authOrigins = [`https://${config.firebase.authDomain}`];
  if (config.authEmulatorUrl) authOrigins.push(new URL(config.authEmulatorUrl).origin);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The prerendered pages' inline scripts are allowed by their hashes, nothing else inline.
        scriptSrc: ["'self'", ...inlineScriptHashes, ...GOOGLE_SCRIPTS],
        // React sets style properties through the DOM, which CSP allows; inline attributes in markup
        // are allowed for the few third-party widgets that write them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...FIREBASE_API_ORIGINS, ...authOrigins],
        frameSrc: ["'self'", ...authOrigins],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        scriptSrcAttr: ["'none'"],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Same-origin by default would stop nothing here and would block a photo link opened elsewhere.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
  });
}
