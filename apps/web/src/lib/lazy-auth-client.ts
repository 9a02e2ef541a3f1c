import type { AuthClient, AuthUser } from './auth-client';

/**
 * An AuthClient whose real implementation (Firebase, about 100 KB of script) loads only when first
 * used, so the first screen paints before it arrives. The app subscribes at once, which starts the
 * load; every call waits for it.
 */
export function createLazyAuthClient(load: () => Promise<AuthClient>): AuthClient {
  let loading: Promise<AuthClient> | null = null;
  const real = () => (loading ??= load());

  return {
    onAuthChange(listener: (user: AuthUser | null) => void) {
      let unsubscribe: (() => void) | null = null;
      let cancelled = false;
      void real().then((client) => {
        if (!cancelled) unsubscribe = client.onAuthChange(listener);
      });
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
    signIn: async (email, password) => (await real()).signIn(email, password),
    signUp: async (name, email, password) => (await real()).signUp(name, email, password),
    signInWithProvider: async (provider) => (await real()).signInWithProvider(provider),
    signOut: async () => (await real()).signOut(),
    resetPassword: async (email) => (await real()).resetPassword(email),
    getIdToken: async (forceRefresh) => (await real()).getIdToken(forceRefresh),
    updateDisplayName: async (name) => (await real()).updateDisplayName(name),
    updateEmail: async (email) => (await real()).updateEmail(email),
    updatePassword: async (password) => (await real()).updatePassword(password),
    reauthenticate: async (password) => (await real()).reauthenticate(password),
    deleteAccount: async () => (await real()).deleteAccount(),
  };
}
