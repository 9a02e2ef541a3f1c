import { z } from 'zod';

export const ComponentHealth = z.object({ ok: z.boolean(), detail: z.string().optional() });
export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  profile: z.enum(['standalone', 'distributed']),
  bus: ComponentHealth,
  store: ComponentHealth,
  queue: ComponentHealth,
  services: z.record(z.string(), ComponentHealth),
});
export type Health = z.infer<typeof Health>;

/** Every service answers this so the gateway can report the store it sees. */
export const ServicePing = z.object({
  service: z.string(),
  store: ComponentHealth,
  queue: ComponentHealth.optional(),
});
export type ServicePing = z.infer<typeof ServicePing>;

/** Public, unauthenticated client settings served at /app-config.json. */
export const ClientConfig = z.object({
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    appId: z.string().optional(),
  }),
  authEmulatorUrl: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof ClientConfig>;
