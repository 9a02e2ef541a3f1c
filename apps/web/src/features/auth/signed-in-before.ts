/**
 * A browser that has signed in before opens /login in sign-in mode; a new visitor gets sign-up mode.
 * The flag is the only thing kept: no email, no name.
 */
export const SIGNED_IN_BEFORE_KEY = 'mise.signedInBefore';
const KEY = SIGNED_IN_BEFORE_KEY;

export function hasSignedInBefore(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSignedIn(): void {
  try {
    window.localStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode): the next visit simply starts in sign-up mode.
  }
}
