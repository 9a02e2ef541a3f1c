import type { Recipe } from '@mise/contracts';
import { Link } from 'react-router';
import { ownerName, shortName } from '../recipe-display';
import { RecipeImage } from './recipe-image';
import { useTranslation } from '../../../lib/i18n';

function ownerProfilePath(recipe: Recipe, myId: number | undefined): string {
  if (recipe.original_owner_user_id) return `/profile/${recipe.original_owner_user_id}`;
  if (recipe.user_id === myId) return '/profile';
  return `/profile/${recipe.user_id}`;
}

/** The recipe's image with its owner pill; a tap opens the owner's profile. */
export function RecipeHero({ recipe, myId }: { recipe: Recipe; myId: number | undefined }) {
  const owner = shortName(ownerName(recipe));
  const pill = [owner, recipe.source ? `(${recipe.source})` : ''].filter(Boolean).join(' ');
  const { t } = useTranslation();
  return (
    <Link
      to={ownerProfilePath(recipe, myId)}
      className="detail__hero"
      aria-label={owner ? t('detail.openOwnerProfile', { name: owner }) : t('detail.openOwnerProfileUnnamed')}
    >
      <RecipeImage className="detail__hero-image" src={recipe.image} alt={recipe.title} />
      {pill && <span className="detail__owner-pill">{pill}</span>}
    </Link>
  );
}
