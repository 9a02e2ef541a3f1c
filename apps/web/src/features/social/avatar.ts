/** Up to two initials from a name or, failing that, an email's local part: 'Ada Lovelace' -> 'AL'. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0].toUpperCase());
  return letters.join('') || '?';
}

/** A stable hue for a seed (email, else name), so a person's generated avatar keeps its colour. */
export function hueOf(seed: string): number {
  let hash = 0;
  for (const char of seed.toLowerCase()) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 360;
}

/** The picture to show: the stored image, then the sign-in provider's photo (own profile), else none. */
export function avatarImage(
  storedUrl: string | null | undefined,
  providerPhoto?: string | null,
): string | null {
  return storedUrl || providerPhoto || null;
}

/** The centred square of a width x height picture, for the profile photo crop. */
export function centredSquare(width: number, height: number) {
  const side = Math.min(width, height);
  return { sx: Math.round((width - side) / 2), sy: Math.round((height - side) / 2), side };
}

export const PROFILE_PHOTO_SIZE = 300;
export const PROFILE_PHOTO_QUALITY = 0.9;
