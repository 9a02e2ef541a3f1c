import { noUserMessage, type AuthClient, type AuthUser } from '../lib/auth-client';

interface Account {
  password: string;
  name: string;
  uid: string;
}

class AuthCodeError extends Error {
  constructor(readonly code: string) {
    super(`Firebase: Error (${code}).`);
  }
}

export interface FakeAuthClient extends AuthClient {
  /** Makes the next sign-in, sign-up or provider sign-in fail with this identity-service code. */
  failNextWith(code: string): void;
  currentUser(): AuthUser | null;
  signUpCalls: { name: string; email: string }[];
  resetRequests: string[];
  /** Makes sensitive changes fail with auth/requires-recent-login until `reauthenticate` succeeds. */
  requireRecentLogin(): void;
  accountExists(email: string): boolean;
  passwordOf(email: string): string | undefined;
}

/** A behavioural stand-in for the identity service: accounts, passwords, listeners, tokens. */
export function createFakeAuthClient(
  options: { signedInAs?: { email: string; name: string; password?: string } } = {},
): FakeAuthClient {
  const accounts = new Map<string, Account>();
  const listeners = new Set<(user: AuthUser | null) => void>();
  let user: AuthUser | null = null;
  let nextFailure: string | null = null;
  let loginIsOld = false;
  let counter = 0;

  const addAccount = (email: string, name: string, password: string) => {
    counter += 1;
    const account = { password, name, uid: `uid-${counter}` };
    accounts.set(email, account);
    return account;
  };
  const setUser = (next: AuthUser | null) => {
    user = next;
    listeners.forEach((listener) => listener(user));
  };
  const failIfAsked = () => {
    if (nextFailure) {
      const code = nextFailure;
      nextFailure = null;
      throw new AuthCodeError(code);
    }
  };

  if (options.signedInAs) {
    const { email, name, password = 'secret1' } = options.signedInAs;
    const account = addAccount(email, name, password);
    user = { uid: account.uid, email, displayName: name, photoURL: null };
  }

  /** The signed-in person's account record, checked for the spec's no-user texts and a fresh login. */
  const sensitive = (action: string) => {
    if (!user?.email) throw new Error(noUserMessage(action));
    failIfAsked();
    if (loginIsOld) throw new AuthCodeError('auth/requires-recent-login');
    return { email: user.email, account: accounts.get(user.email)! };
  };

  const client: FakeAuthClient = {
    signUpCalls: [],
    resetRequests: [],
    onAuthChange(listener) {
      listeners.add(listener);
      listener(user);
      return () => listeners.delete(listener);
    },
    async signIn(email, password) {
      failIfAsked();
      const account = accounts.get(email);
      if (!account || account.password !== password) throw new AuthCodeError('auth/invalid-credential');
      setUser({ uid: account.uid, email, displayName: account.name, photoURL: null });
    },
    async signUp(name, email, password) {
      client.signUpCalls.push({ name, email });
      failIfAsked();
      if (accounts.has(email)) throw new AuthCodeError('auth/email-already-in-use');
      const account = addAccount(email, name, password);
      setUser({ uid: account.uid, email, displayName: name, photoURL: null });
    },
    async signInWithProvider() {
      failIfAsked();
      const account = addAccount('provider@example.com', 'Provider Person', '');
      setUser({ uid: account.uid, email: 'provider@example.com', displayName: account.name, photoURL: null });
    },
    async signOut() {
      setUser(null);
    },
    async resetPassword(email) {
      failIfAsked();
      client.resetRequests.push(email);
    },
    async getIdToken() {
      return user ? `token-for-${user.uid}` : null;
    },
    async updateDisplayName(name) {
      if (!user?.email) throw new Error(noUserMessage('update display name'));
      failIfAsked();
      accounts.get(user.email)!.name = name;
      setUser({ ...user, displayName: name });
    },
    async updateEmail(email) {
      const current = sensitive('update email');
      if (accounts.has(email)) throw new AuthCodeError('auth/email-already-in-use');
      accounts.delete(current.email);
      accounts.set(email, current.account);
      setUser({ ...user!, email });
    },
    async updatePassword(password) {
      sensitive('update password').account.password = password;
    },
    async reauthenticate(password) {
      if (!user?.email) throw new Error(noUserMessage('confirm your password'));
      if (accounts.get(user.email)?.password !== password) throw new AuthCodeError('auth/wrong-password');
      loginIsOld = false;
    },
    async deleteAccount() {
      accounts.delete(sensitive('delete the account').email);
      setUser(null);
    },
    requireRecentLogin() {
      loginIsOld = true;
    },
    accountExists: (email) => accounts.has(email),
    passwordOf: (email) => accounts.get(email)?.password,
    failNextWith(code) {
      nextFailure = code;
    },
    currentUser: () => user,
  };
  return client;
}
