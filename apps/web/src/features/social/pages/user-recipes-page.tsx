import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { serverErrorText } from '../../../lib/api-base-query';
import { RecipeCard } from '../../recipes';
import { useGetUserProfileQuery, useGetUserRecipesQuery } from '../api/social-api';
import { useTranslation } from '../../../lib/i18n';

/** /recipes/user/{userId}: a friend's recipes (spec section 2: only if friends). */
export default function UserRecipesPage() {
  const navigate = useNavigate();
  const { userId } = useParams();
  const parsed = Number(userId);
  const id = Number.isInteger(parsed) && parsed > 0 ? parsed : -1;
  const profile = useGetUserProfileQuery(id);
  const maySee = profile.data && (profile.data.isOwnProfile || profile.data.friendship.status === 'friends');
  const recipes = useGetUserRecipesQuery(id, { skip: !maySee });
  const { t } = useTranslation();
  const title = profile.data ? t('profile.recipesOf', { name: profile.data.display_name }) : t('nav.recipes');
  return (
    <div className="recipes-page">
      <PageHeader title={title} onBack={() => void navigate(-1)} />
      {profile.error && (
        <p className="alert alert--error" role="alert">
          {serverErrorText(profile.error, t('recipes.loadFailed'))}
        </p>
      )}
      {profile.data && !maySee && (
        <p className="alert" role="status">
          {t('profile.onlyFriends', { name: profile.data.display_name })}
        </p>
      )}
      {recipes.error && (
        <p className="alert alert--error" role="alert">
          {t('recipes.loadFailed')}
        </p>
      )}
      {recipes.data && recipes.data.length === 0 && <p className="alert">{t('profile.noRecipes')}</p>}
      {recipes.data && recipes.data.length > 0 && (
        <ul className="recipe-grid" aria-label={t('nav.recipes')}>
          {recipes.data.map((recipe) => (
            <RecipeCard key={recipe.id} recipe={recipe} />
          ))}
        </ul>
      )}
    </div>
  );
}
