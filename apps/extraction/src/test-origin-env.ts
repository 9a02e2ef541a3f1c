import { Logger } from '@nestjs/common';
import { ConfigError } from '@mise/platform-config';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A test setting that sends a platform's requests to a loopback server of recordings: its origin
 * (`http://127.0.0.1:PORT`), else undefined when unset. It logs a warning when on; anything but a
 * loopback http origin is a configuration error.
 */
export function testOriginFromEnv(
  env: NodeJS.ProcessEnv,
  name: string,
  platforms: string,
): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  let base: URL | null = null;
  try {
    base = new URL(value);
  } catch {
    base = null;
  }
  if (!base || base.protocol !== 'http:' || !LOOPBACK_HOSTS.has(base.hostname))
    throw new ConfigError(
      `Configuration error: ${name} must be a loopback http address such as http://127.0.0.1:8080, got "${value}"`,
    );
  new Logger('Extraction').warn(
    `${name} is on: ${platforms} imports are answered by ${base.origin}. This is a test setting only.`,
  );
  return base.origin;
}
