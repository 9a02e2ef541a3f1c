import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { serverErrorText } from '../../../lib/api-base-query';
import { RecipeCard } from '../../recipes';
import { useGetUserProfileQuery, useGetUserRecipesQuery } from '../api/social-api';

/** /recipes/user/{userId}: a friend's recipes (spec section 2: only if friends). */
export default function UserRecipesPage() {
  const navigate = useNavigate();
  const { userId } = useParams();
  const parsed = Number(userId);
  const id = Number.isInteger(parsed) && parsed > 0 ? parsed : -1;
  const profile = useGetUserProfileQuery(id);
  const maySee = profile.data && (profile.data.isOwnProfile || profile.data.friendship.status === 'friends');
  const recipes = useGetUserRecipesQuery(id, { skip: !maySee });
  const title = profile.data ? `${profile.data.display_name}'s Recipes` : 'Recipes';
  return (
    <div className="recipes-page">
      <PageHeader title={title} onBack={() => void navigate(-1)} />
      {profile.error && (
        <p className="alert alert--error" role="alert">
          {serverErrorText(profile.error, 'Failed to load recipes.')}
        </p>
      )}
      {profile.data && !maySee && (
        <p className="alert" role="status">
          Only friends can see {profile.data.display_name}&apos;s recipes.
        </p>
      )}
      {recipes.error && (
        <p className="alert alert--error" role="alert">
          Failed to load recipes.
        </p>
      )}
      {recipes.data && recipes.data.length === 0 && <p className="alert">No recipes yet.</p>}
      {recipes.data && recipes.data.length > 0 && (
        <ul className="recipe-grid" aria-label="Recipes">
          {recipes.data.map((recipe) => (
            <RecipeCard key={recipe.id} recipe={recipe} />
          ))}
        </ul>
      )}
    </div>
  );
}
