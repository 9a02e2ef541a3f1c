import type { ClientConfig } from '@mise/contracts';

function isString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** Checked by hand rather than with the contracts' zod schema, which would add zod to the first download. */
export function parseClientConfig(raw: unknown): ClientConfig {
  const value = (raw ?? {}) as { firebase?: Record<string, unknown>; authEmulatorUrl?: unknown };
  const firebase = value.firebase ?? {};
  if (!isString(firebase.apiKey) || !isString(firebase.authDomain) || !isString(firebase.projectId)) {
    throw new Error('App configuration is missing the Firebase settings');
  }
  return {
    firebase: {
      apiKey: firebase.apiKey,
      authDomain: firebase.authDomain,
      projectId: firebase.projectId,
      ...(isString(firebase.appId) ? { appId: firebase.appId } : {}),
    },
    authEmulatorUrl: isString(value.authEmulatorUrl) ? value.authEmulatorUrl : null,
  };
}

/** Firebase settings come from the server at run time, so one build serves every environment. */
export async function loadClientConfig(): Promise<ClientConfig> {
  const response = await fetch('/app-config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load app configuration (status ${response.status})`);
  return parseClientConfig(await response.json());
}
