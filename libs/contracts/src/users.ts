import { z } from 'zod';

/** User profile (spec section 3). */
export const UserProfile = z.object({
  id: z.number().int(),
  firebase_uid: z.string(),
  display_name: z.string(),
  email: z.string(),
  profile_image_url: z.string().nullable(),
  created_at: z.string(),
});
export type UserProfile = z.infer<typeof UserProfile>;

/** The verified identity the gateway derived from a bearer token. */
export const Identity = z.object({
  uid: z.string().min(1),
  email: z.string().default(''),
  name: z.string().nullable().default(null),
  picture: z.string().nullable().default(null),
});
export type Identity = z.infer<typeof Identity>;

export const UserEnsureMessage = z.object({ identity: Identity });
export type UserEnsureMessage = z.infer<typeof UserEnsureMessage>;

/** Event published when a user record is created or renamed. */
export const UserChangedEvent = z.object({ id: z.number().int(), display_name: z.string() });
export type UserChangedEvent = z.infer<typeof UserChangedEvent>;
