import type { AuthClient, AuthUser } from './auth-client';

/**
 * An AuthClient whose real implementation (Firebase, about 100 KB of script) loads only when an
 * action needs it or `preload()` asks for it, so the first screen paints and settles before it
 * arrives. Listeners may subscribe before that: they hear from the identity service once it has
 * loaded. Every action waits for the load.
 */
export function createLazyAuthClient(load: () => Promise<AuthClient>): AuthClient & { preload(): void } {
  let loading: Promise<AuthClient> | null = null;
  // Listeners that subscribed before anything started the load.
  const waiting = new Set<(client: Promise<AuthClient>) => void>();
  const real = () => {
    if (!loading) {
      const started = load();
      loading = started;
      for (const attach of waiting) attach(started);
      waiting.clear();
    }
    return loading;
  };

  return {
    /** Starts the load now (it is shared with every later call); a failure is left to `load`. */
    preload() {
      real().catch(() => undefined);
    },
    onAuthChange(listener: (user: AuthUser | null) => void) {
      let unsubscribe: (() => void) | null = null;
      let cancelled = false;
      const attach = (client: Promise<AuthClient>) =>
        void client.then(
          (ready) => {
            if (!cancelled) unsubscribe = ready.onAuthChange(listener);
          },
          () => undefined,
        );
      if (loading) attach(loading);
      else waiting.add(attach);
      return () => {
        cancelled = true;
        waiting.delete(attach);
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
