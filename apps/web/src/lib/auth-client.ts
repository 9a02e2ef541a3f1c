/** What the app needs from the identity service; Firebase implements it, tests fake it. */
export interface AuthUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}

export type AuthProviderName = 'google' | 'facebook' | 'apple';

export interface AuthClient {
  /** Called with the current user at once (when known) and on every sign-in, sign-out and token refresh. */
  onAuthChange(listener: (user: AuthUser | null) => void): () => void;
  signIn(email: string, password: string): Promise<void>;
  /** Creates the account, sets the display name, then refreshes the token so it carries the name. */
  signUp(name: string, email: string, password: string): Promise<void>;
  signInWithProvider(provider: AuthProviderName): Promise<void>;
  signOut(): Promise<void>;
  /** Sends the identity service's password-reset email. */
  resetPassword(email: string): Promise<void>;
  /**
   * The current user's ID token, or null when nobody is signed in or the token cannot be had.
   * `forceRefresh` asks the identity service for a fresh one even if the cached token looks valid.
   */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  /** Account Settings. Each throws 'No user currently signed in to ...' when nobody is signed in, and
   * the identity service's `auth/requires-recent-login` when the sign-in is too old for it. */
  updateDisplayName(name: string): Promise<void>;
  updateEmail(email: string): Promise<void>;
  updatePassword(password: string): Promise<void>;
  /** Confirms the signed-in person's password, so the sensitive change above may go through. */
  reauthenticate(password: string): Promise<void>;
  /** Deletes the identity account (the app's data is deleted first, through the API). */
  deleteAccount(): Promise<void>;
}

/** The spec's texts for a change asked for while nobody is signed in. */
export const noUserMessage = (action: string) => `No user currently signed in to ${action}.`;
