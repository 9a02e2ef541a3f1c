import { Star } from 'lucide-react';

export type StarKind = 'full' | 'half' | 'empty';

/** One rating star: an empty star with, for a full or half star, its filled part laid over it. */
export function StarGlyph({ kind, size }: { kind: StarKind; size: number }) {
  return (
    <span className={`star-glyph star-glyph--${kind}`} style={{ width: size, height: size }}>
      <Star className="star-glyph__base" size={size} strokeWidth={1.5} />
      {kind !== 'empty' && (
        <span className="star-glyph__fill">
          <Star size={size} strokeWidth={1.5} />
        </span>
      )}
    </span>
  );
}
