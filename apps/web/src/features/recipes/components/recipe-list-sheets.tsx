import { BottomSheet, SheetOption } from '../../../components/ui/bottom-sheet';
import { filterLabel } from '../filter-labels';
import type { useRecipeFilters } from '../hooks/use-recipe-filters';
import { RECIPE_VIEWS, type RecipeViewName } from '../recipe-views';

const VIEW_HINTS: Record<RecipeViewName, string> = {
  'To Make': 'Recipes you want to cook',
  Made: "Recipes you've cooked",
  Friends: 'Recipes your friends share',
  All: 'Everything you can see',
};

interface ViewSheetProps {
  open: boolean;
  view: RecipeViewName;
  onChoose: (view: RecipeViewName) => void;
  onClose: () => void;
}

/** The 'Recipe View' sheet: To Make, Made, Friends, All. */
export function ViewSheet({ open, view, onChoose, onClose }: ViewSheetProps) {
  return (
    <BottomSheet open={open} title="Recipe View" onClose={onClose}>
      {RECIPE_VIEWS.map((option) => (
        <SheetOption
          key={option}
          label={option}
          hint={VIEW_HINTS[option]}
          selected={option === view}
          onClick={() => onChoose(option)}
        />
      ))}
    </BottomSheet>
  );
}

interface FilterSheetProps {
  category: string | null;
  filters: ReturnType<typeof useRecipeFilters>;
  onClose: () => void;
}

/** One filter category's options; each toggles with a check mark. */
export function FilterSheet({ category, filters, onClose }: FilterSheetProps) {
  const chosen = category ? (filters.selection[category] ?? []) : [];
  return (
    <BottomSheet open={category !== null} title={category ? filterLabel(category) : ''} onClose={onClose}>
      {category &&
        (filters.categories[category] ?? []).map((option) => (
          <SheetOption
            key={option}
            label={filterLabel(option)}
            selected={chosen.includes(option)}
            onClick={() => filters.toggleOption(category, option)}
          />
        ))}
      {category && chosen.length > 0 && (
        <button
          type="button"
          className="btn btn--ghost btn--block sheet__clear"
          onClick={() => filters.clearCategory(category)}
        >
          Clear {filterLabel(category)}
        </button>
      )}
    </BottomSheet>
  );
}
