import { ChefHat, ChevronDown, Images, Plus, Scale, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast';
import { useAppSelector } from '../../../lib/app-state';
import { CreateRecipeSheet } from '../../import';
import { CookableSheet } from '../../plan';
import { ItemGroups } from '../components/item-groups';
import { PantryCarousel } from '../components/pantry-carousel';
import {
  AddCustomItemSheet,
  AddPantryItemSheet,
  AddToListSheet,
  ReconcileSheet,
  SwitchViewSheet,
  type ShoppingView,
} from '../components/shopping-sheets';
import { useShopping } from '../hooks/use-shopping';
import { allRows, groupByCategory, groupByRecipe, pantryDuplicates } from '../list-model';
import { clearPendingRecipe, readPendingRecipe, type PendingRecipe } from '../pending-recipe';
import './shopping-page.css';
import { IconButton } from '../components/icon-button';
import { formatDay, useTranslation } from '../../../lib/i18n';

type Sheet = 'view' | 'item' | 'pantry-item' | 'photos' | 'reconcile' | 'create' | 'cookable' | null;

export default function ShoppingPage() {
  const uid = useAppSelector((state) => state.auth.user?.uid ?? '');
  const displayName = useAppSelector((state) => state.auth.user?.displayName ?? null);
  const { list, pending, pantry, images, categories, offline, unsent, actions } = useShopping(
    uid,
    displayName,
  );
  const toast = useToast();
  const { t } = useTranslation();
  const [view, setView] = useState<ShoppingView>('category');
  const [sheet, setSheet] = useState<Sheet>(null);
  const [handoff, setHandoff] = useState<PendingRecipe | null>(null);

  // A recipe handed over by the recipe detail's Shop button waits for confirmation.
  useEffect(() => setHandoff(readPendingRecipe()), []);

  const groups = useMemo(() => {
    if (!list) return [];
    return view === 'category' ? groupByCategory(list, pending, categories) : groupByRecipe(list, pending);
  }, [list, pending, categories, view]);
  const rows = list ? allRows(list) : [];
  const checkedCount = rows.filter((row) => row.checked).length;
  const householdName = pantry?.owner.household_name ?? list?.owner.household_name ?? null;
  const pantryTitle = householdName
    ? t('pantry.householdTitle', { name: householdName })
    : t('pantry.myTitle');
  const duplicates = list && pantry ? pantryDuplicates(list, pantry.items) : [];

  const dismissRecipe = () => {
    clearPendingRecipe();
    setHandoff(null);
  };
  const confirmRecipe = (recipe: PendingRecipe) => {
    dismissRecipe();
    actions.addRecipe(recipe).catch(() => toast(t('shopping.addRecipeFailed')));
  };

  return (
    <div className="shopping">
      <PageHeader
        title={
          <button type="button" className="view-switch" onClick={() => setSheet('view')}>
            {view === 'category' ? t('shopping.categoryView') : t('shopping.recipeView')}{' '}
            <ChevronDown size={18} />
          </button>
        }
        actions={
          <>
            <IconButton label={t('pantry.photos')} onClick={() => setSheet('photos')}>
              <Images size={22} />
            </IconButton>
            <IconButton label={t('shopping.addCustomItemLabel')} onClick={() => setSheet('item')}>
              <Plus size={22} />
            </IconButton>
          </>
        }
      />

      {offline && (
        <p className="shopping__offline" role="status">
          {unsent > 0 ? t('shopping.offlineWaiting', { count: unsent }) : t('shopping.offline')}
        </p>
      )}

      {list && rows.length > 0 && (
        <div className="shopping__summary">
          <span>
            {t('shopping.itemCount', { count: rows.length })} ·{' '}
            {t('shopping.checkedCount', { count: checkedCount })}
          </span>
          <span className="shopping__summary-actions">
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={actions.clearChecked}
              disabled={!checkedCount}
            >
              {t('shopping.clearChecked')}
            </button>
            <button type="button" className="btn btn--danger-ghost btn--small" onClick={actions.clearAll}>
              <Trash2 size={16} /> {t('shopping.clearAll')}
            </button>
          </span>
        </div>
      )}

      {!list && <p className="shopping__loading">{t('common.loading')}</p>}
      {list && rows.length === 0 && (
        <div className="shopping__empty">
          <p>{t('shopping.empty')}</p>
          <div className="shopping__empty-actions">
            <button type="button" className="btn btn--primary" onClick={() => setSheet('create')}>
              {t('shopping.addRecipe')}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setSheet('item')}>
              {t('shopping.addItem')}
            </button>
          </div>
        </div>
      )}
      {list && <ItemGroups groups={groups} onToggle={actions.toggle} onRemove={actions.remove} />}

      <section className="pantry" aria-label={pantryTitle}>
        <h2 className="pantry__title">{pantryTitle}</h2>
        <div className="pantry__actions">
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setSheet('pantry-item')}>
            <Plus size={16} /> {t('pantry.addItem')}
          </button>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setSheet('reconcile')}>
            <Scale size={16} /> {t('pantry.reconcile')}
          </button>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setSheet('cookable')}>
            <ChefHat size={16} /> {t('pantry.cookable.title')}
          </button>
        </div>
        {pantry && pantry.items.length > 0 ? (
          <ul className="pantry__items">
            {pantry.items.map((item) => (
              <li key={item.id} className="pantry__item">
                <span className="pantry__name">{item.name}</span>
                <span className="pantry__qty">{[item.quantity, item.unit].filter(Boolean).join(' ')}</span>
                {item.expiryDate && (
                  <span className="pantry__expiry">
                    {t('pantry.expires', { date: formatDay(item.expiryDate.slice(0, 10)) })}
                  </span>
                )}
                <IconButton
                  label={t('pantry.removeItem', { name: item.name })}
                  onClick={() =>
                    void actions.removePantryItem(item.id).catch(() => toast(t('pantry.removeFailed')))
                  }
                >
                  <Trash2 size={16} />
                </IconButton>
              </li>
            ))}
          </ul>
        ) : (
          <p className="sheet-note">{t('pantry.empty')}</p>
        )}
      </section>

      <SwitchViewSheet
        open={sheet === 'view'}
        view={view}
        onPick={(next) => {
          setView(next);
          setSheet(null);
        }}
        onClose={() => setSheet(null)}
      />
      <AddCustomItemSheet open={sheet === 'item'} onAdd={actions.addItem} onClose={() => setSheet(null)} />
      <AddPantryItemSheet
        open={sheet === 'pantry-item'}
        onAdd={actions.addPantryItem}
        onClose={() => setSheet(null)}
      />
      <CookableSheet open={sheet === 'cookable'} onClose={() => setSheet(null)} />
      <ReconcileSheet
        open={sheet === 'reconcile'}
        duplicates={duplicates}
        onRemove={actions.markChecked}
        onClose={() => setSheet(null)}
      />
      <PantryCarousel
        open={sheet === 'photos'}
        title={t('pantry.photosTitle', { pantry: pantryTitle })}
        images={images}
        onAdd={actions.addPhoto}
        onRemove={actions.removePhoto}
        onClose={() => setSheet(null)}
      />
      <CreateRecipeSheet variant="page" open={sheet === 'create'} onClose={() => setSheet(null)} />
      <AddToListSheet recipe={handoff} onConfirm={confirmRecipe} onClose={dismissRecipe} />
    </div>
  );
}
