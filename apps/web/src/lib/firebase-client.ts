import type { ClientConfig } from '@mise/contracts';
import { initializeApp } from 'firebase/app';
import {
  FacebookAuthProvider,
  GoogleAuthProvider,
  OAuthProvider,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  EmailAuthProvider,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  initializeAuth,
  onIdTokenChanged,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateEmail,
  updatePassword,
  updateProfile,
  type AuthProvider,
} from 'firebase/auth';
import { noUserMessage, type AuthClient, type AuthProviderName, type AuthUser } from './auth-client';

function providerFor(name: AuthProviderName): AuthProvider {
  if (name === 'google') return new GoogleAuthProvider();
  if (name === 'facebook') return new FacebookAuthProvider();
  return new OAuthProvider('apple.com');
}

/** The Firebase Auth implementation of AuthClient; the session survives a reload (local persistence). */
export function createFirebaseAuthClient(config: ClientConfig): AuthClient {
  const app = initializeApp({ ...config.firebase });
  // The pop-up machinery is named where a pop-up opens, not here: given here, phones would load
  // Google's pop-up helper script and frame on every start, before anyone is known to be signed in.
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });

  const toUser = (user: typeof auth.currentUser): AuthUser | null =>
    user
      ? { uid: user.uid, displayName: user.displayName, email: user.email, photoURL: user.photoURL }
      : null;

  const signedIn = (action: string) => {
    const user = auth.currentUser;
    if (!user) throw new Error(noUserMessage(action));
    return user;
  };

  return {
    // onIdTokenChanged (not onAuthStateChanged) so the display name set right after sign-up reaches the app.
    onAuthChange: (listener) => onIdTokenChanged(auth, (user) => listener(toUser(user))),
    async signIn(email, password) {
      await signInWithEmailAndPassword(auth, email, password);
    },
    async signUp(name, email, password) {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await updateProfile(user, { displayName: name });
      await user.getIdToken(true);
    },
    async signInWithProvider(name) {
      await signInWithPopup(auth, providerFor(name), browserPopupRedirectResolver);
    },
    signOut: () => signOut(auth),
    resetPassword: (email) => sendPasswordResetEmail(auth, email),
    async getIdToken(forceRefresh = false) {
      const user = auth.currentUser;
      if (!user) return null;
      try {
        return await user.getIdToken(forceRefresh);
      } catch {
        // Spec section 4: if getting a token fails, the user is cleared.
        await signOut(auth).catch(() => undefined);
        return null;
      }
    },
    async updateDisplayName(name) {
      const user = signedIn('update display name');
      await updateProfile(user, { displayName: name });
      await user.getIdToken(true);
    },
    async updateEmail(email) {
      const user = signedIn('update email');
      await updateEmail(user, email);
      await user.getIdToken(true);
    },
    async updatePassword(password) {
      await updatePassword(signedIn('update password'), password);
    },
    async reauthenticate(password) {
      const user = signedIn('confirm your password');
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
    },
    async deleteAccount() {
      await deleteUser(signedIn('delete the account'));
    },
  };
}
