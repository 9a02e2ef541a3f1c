import { z } from 'zod';
import { ConfigError, parseEnv } from './parse-env';

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  SECRET: z.string(),
});

describe('parseEnv', () => {
  it('applies defaults and treats empty strings as missing', () => {
    const env = parseEnv(schema, { PORT: '', DATABASE_URL: '  ', SECRET: 's' });
    expect(env).toEqual({ PORT: 3000, SECRET: 's' });
  });

  it('coerces values', () => {
    expect(parseEnv(schema, { PORT: '8080', SECRET: 's' }).PORT).toBe(8080);
  });

  it('names a missing required variable in one line', () => {
    expect(() => parseEnv(schema, { SECRET: '' })).toThrow(
      new ConfigError('Configuration error: SECRET is required but not set'),
    );
  });

  it('names a wrong value and the problem', () => {
    let message = '';
    try {
      parseEnv(schema, { PORT: '99999', SECRET: 's' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Configuration error: PORT /);
    expect(message).not.toContain('\n');
  });
});
