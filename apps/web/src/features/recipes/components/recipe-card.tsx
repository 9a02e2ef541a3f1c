import type { RecipeCard as RecipeCardFields } from '@mise/contracts';
import { memo } from 'react';
import { Link } from 'react-router';
import { Stars } from '../../../components/ui/stars';
import { cardImageUrl, ownerLine } from '../recipe-display';
import { RecipeImage } from './recipe-image';

type CardRecipe = Pick<
  RecipeCardFields,
  | 'id'
  | 'title'
  | 'image'
  | 'your_rating'
  | 'original_owner_display_name'
  | 'user_display_name'
  | 'user'
  | 'source'
  | 'owner'
>;

interface RecipeCardProps {
  recipe: CardRecipe;
  /** 'li' inside a <ul>; 'div' (role listitem) where the list is split into blocks of cards. */
  element?: 'li' | 'div';
}

/** One card of a recipe grid; a card whose recipe object is unchanged is not drawn again. */
export const RecipeCard = memo(function RecipeCard({ recipe, element = 'li' }: RecipeCardProps) {
  const owner = ownerLine(recipe);
  const Item = element;
  return (
    <Item className="recipe-card" role={element === 'div' ? 'listitem' : undefined}>
      <Link to={`/recipe/${recipe.id}`} className="recipe-card__link">
        <RecipeImage
          className="recipe-card__image"
          width={300}
          height={200}
          src={recipe.image ? cardImageUrl(recipe.image) : recipe.image}
          alt={recipe.title}
        />
        <div className="recipe-card__body">
          <h2 className="recipe-card__title">{recipe.title}</h2>
          {owner && <p className="recipe-card__owner">{owner}</p>}
          <Stars rating={recipe.your_rating} size={14} />
        </div>
      </Link>
    </Item>
  );
});
