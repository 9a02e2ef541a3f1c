import { BottomSheet, SheetOption } from '../../../components/ui/bottom-sheet';
import { useCategoryLabel, useTagLabel } from '../filter-labels';
import type { useRecipeFilters } from '../hooks/use-recipe-filters';
import { RECIPE_VIEWS, VIEW_TEXT, type RecipeViewName } from '../recipe-views';
import { useTranslation } from '../../../lib/i18n';

interface ViewSheetProps {
  open: boolean;
  view: RecipeViewName;
  onChoose: (view: RecipeViewName) => void;
  onClose: () => void;
}

/** The 'Recipe View' sheet: To Make, Made, Friends, All. */
export function ViewSheet({ open, view, onChoose, onClose }: ViewSheetProps) {
  const { t } = useTranslation();
  return (
    <BottomSheet open={open} title={t('recipes.viewSheetTitle')} onClose={onClose}>
      {RECIPE_VIEWS.map((option) => (
        <SheetOption
          key={option}
          label={t(VIEW_TEXT[option].label)}
          hint={t(VIEW_TEXT[option].hint)}
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
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const tagLabel = useTagLabel();
  return (
    <BottomSheet open={category !== null} title={category ? categoryLabel(category) : ''} onClose={onClose}>
      {category &&
        (filters.categories[category] ?? []).map((option) => (
          <SheetOption
            key={option}
            label={tagLabel(option)}
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
          {t('recipes.clearFilter', { name: categoryLabel(category) })}
        </button>
      )}
    </BottomSheet>
  );
}
