import { StarGlyph, type StarKind } from './star-glyph';
import './stars.css';
import { useTranslation } from '../../lib/i18n';

/** Whole stars, one half star for a fractional part, empty stars up to 5; nothing for no rating. */
export function starKinds(rating: number | null | undefined): StarKind[] | null {
  if (rating === null || rating === undefined || Number.isNaN(rating)) return null;
  const clamped = Math.max(0, Math.min(5, rating));
  const full = Math.floor(clamped);
  const half = clamped - full > 0 ? 1 : 0;
  return [
    ...Array<'full'>(full).fill('full'),
    ...Array<'half'>(half).fill('half'),
    ...Array<'empty'>(5 - full - half).fill('empty'),
  ];
}

export function Stars({ rating, size = 16 }: { rating: number | null | undefined; size?: number }) {
  const kinds = starKinds(rating);
  const { t } = useTranslation();
  if (!kinds) return null;
  return (
    <span className="stars" role="img" aria-label={t('stars.rated', { rating })}>
      {kinds.map((kind, index) => (
        <StarGlyph key={index} kind={kind} size={size} />
      ))}
    </span>
  );
}
