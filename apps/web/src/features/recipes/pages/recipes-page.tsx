import { useState } from 'react';
import { RecipeListHeader } from '../components/recipe-list-header';
import { RecipeListResults } from '../components/recipe-list-results';
import { FilterSheet, ViewSheet } from '../components/recipe-list-sheets';
import { useRecipeList } from '../hooks/use-recipe-list';
import './recipes-page.css';
import { useTranslation } from '../../../lib/i18n';

/** / and /recipes: the user's recipes by view, with search and filters (spec section 4). */
export default function RecipesPage() {
  const list = useRecipeList();
  const { filters } = list;
  const [viewSheetOpen, setViewSheetOpen] = useState(false);
  const [filterSheet, setFilterSheet] = useState<string | null>(null);
  const { t } = useTranslation();

  return (
    <div className="recipes-page">
      <RecipeListHeader
        view={list.view}
        search={list.search}
        onSearch={list.setSearch}
        filters={filters}
        onOpenViews={() => setViewSheetOpen(true)}
        onOpenFilter={setFilterSheet}
      />

      {filters.anyFilter && (
        <div className="active-filters">
          <span>{t('recipes.filtersOn')}</span>
          <button type="button" className="link-button" onClick={filters.clearAll}>
            {t('recipes.clearAllFilters')}
          </button>
        </div>
      )}

      <RecipeListResults list={list} />

      <ViewSheet
        open={viewSheetOpen}
        view={list.view}
        onChoose={(next) => {
          list.chooseView(next);
          setViewSheetOpen(false);
        }}
        onClose={() => setViewSheetOpen(false)}
      />
      <FilterSheet category={filterSheet} filters={filters} onClose={() => setFilterSheet(null)} />
    </div>
  );
}
