import { notFound, ShoppingActor, UserProfile } from '@mise/contracts';

/** Who acts on a shopping list, pantry or pantry photos: every shopping message names them. */
export const actorOf = (user: UserProfile): ShoppingActor => ({
  userId: user.id,
  displayName: user.display_name,
});

/** An item id from the path (list or pantry): the ids the service hands out, or the spec's UI ids. */
export function itemId(raw: string): string {
  if (!/^[\w-]{1,100}$/.test(raw)) throw notFound('Item not found');
  return raw;
}
