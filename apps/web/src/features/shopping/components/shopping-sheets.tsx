import type { PantryItemInput } from '@mise/contracts';
import { PANTRY_UNITS } from '../../../../../../libs/contracts/src/shopping-names';
import { isSectionHeading } from '@mise/recipe-text';
import { useState } from 'react';
import { BottomSheet, SheetOption } from '../../../components/ui/bottom-sheet';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import type { Row } from '../list-model';
import type { PendingRecipe } from '../pending-recipe';
import { useTranslation } from '../../../lib/i18n';

export type ShoppingView = 'category' | 'recipe';

export function SwitchViewSheet(props: {
  open: boolean;
  view: ShoppingView;
  onPick(view: ShoppingView): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <BottomSheet open={props.open} title={t('shopping.switchView')} onClose={props.onClose}>
      <SheetOption
        label={t('shopping.categoryView')}
        selected={props.view === 'category'}
        onClick={() => props.onPick('category')}
      />
      <SheetOption
        label={t('shopping.recipeView')}
        selected={props.view === 'recipe'}
        onClick={() => props.onPick('recipe')}
      />
    </BottomSheet>
  );
}

/** Spec section 5: a custom item needs a non-empty trimmed name. */
export function AddCustomItemSheet(props: { open: boolean; onAdd(name: string): void; onClose(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setName('');
    setError(null);
    props.onClose();
  };
  return (
    <BottomSheet open={props.open} title={t('shopping.addCustomItem')} onClose={close}>
      <form
        className="sheet-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) return setError(t('shopping.enterItemName'));
          props.onAdd(name.trim());
          close();
        }}
      >
        <TextField label={t('shopping.itemName')} value={name} onValue={setName} autoFocus />
        <FormError message={error} />
        <button type="submit" className="btn btn--primary btn--block">
          {t('shopping.addItem')}
        </button>
      </form>
    </BottomSheet>
  );
}

/** Name (required), free-text quantity, a unit from the pantry units, an optional expiry date. */
export function AddPantryItemSheet(props: {
  open: boolean;
  onAdd(item: PantryItemInput): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState('');
  const [unit, setUnit] = useState('');
  const [expiryDate, setExpiryDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setName('');
    setQuantity('');
    setUnit('');
    setExpiryDate('');
    setError(null);
    props.onClose();
  };
  return (
    <BottomSheet open={props.open} title={t('pantry.addItem')} onClose={close}>
      <form
        className="sheet-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) return setError(t('shopping.enterItemName'));
          props
            .onAdd({ name: name.trim(), quantity, unit, expiryDate: expiryDate || null })
            .then(close, (failure: unknown) =>
              setError(failure instanceof Error ? failure.message : t('pantry.addFailed')),
            );
        }}
      >
        <TextField label={t('shopping.itemName')} value={name} onValue={setName} autoFocus />
        <TextField label={t('pantry.quantity')} value={quantity} onValue={setQuantity} />
        <label className="field">
          <span className="field__label">{t('pantry.unit')}</span>
          <select className="field__input" value={unit} onChange={(event) => setUnit(event.target.value)}>
            <option value="">{t('pantry.noUnit')}</option>
            {PANTRY_UNITS.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </select>
        </label>
        <TextField label={t('pantry.expiryDate')} type="date" value={expiryDate} onValue={setExpiryDate} />
        <FormError message={error} />
        <button type="submit" className="btn btn--primary btn--block">
          {t('pantry.addItem')}
        </button>
      </form>
    </BottomSheet>
  );
}

/** The Shop hand-off: every non-heading line preselected; Select All toggles all or none. */
export function AddToListSheet(props: {
  recipe: PendingRecipe | null;
  onConfirm(recipe: PendingRecipe): void;
  onClose(): void;
}) {
  const lines = (props.recipe?.ingredientsRaw ?? []).filter((line) => line.trim() && !isSectionHeading(line));
  const [picked, setPicked] = useState<Set<number> | null>(null);
  const selected = picked ?? new Set(lines.map((_, i) => i));
  const allOn = selected.size === lines.length;
  const toggle = (i: number) => {
    const next = new Set(selected);
    if (next.has(i)) next.delete(i);
    else next.add(i);
    setPicked(next);
  };
  const { t } = useTranslation();
  const close = () => {
    setPicked(null);
    props.onClose();
  };
  return (
    <BottomSheet open={!!props.recipe} title={t('shopping.addToList')} onClose={close}>
      {props.recipe && <p className="sheet-note">{props.recipe.recipeTitle}</p>}
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={() => setPicked(allOn ? new Set() : new Set(lines.map((_, i) => i)))}
      >
        {t('shopping.selectAll')}
      </button>
      <ul className="pick-list">
        {lines.map((line, i) => (
          <li key={`${i}-${line}`}>
            <label className="pick-list__row">
              <input type="checkbox" checked={selected.has(i)} onChange={() => toggle(i)} />
              <span>{line}</span>
            </label>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn--primary btn--block"
        disabled={selected.size === 0}
        onClick={() => {
          if (!props.recipe) return;
          props.onConfirm({ ...props.recipe, ingredientsRaw: lines.filter((_, i) => selected.has(i)) });
          setPicked(null);
        }}
      >
        {t('shopping.addToList')}
      </button>
    </BottomSheet>
  );
}

/** Spec section 4: shopping items the pantry already holds; Remove Duplicate Items checks them off. */
export function ReconcileSheet(props: {
  open: boolean;
  duplicates: Row[];
  onRemove(ids: string[]): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <BottomSheet open={props.open} title={t('pantry.reconcile')} onClose={props.onClose}>
      {props.duplicates.length === 0 ? (
        <p className="sheet-note">{t('pantry.noDuplicates')}</p>
      ) : (
        <>
          <p className="sheet-note">{t('pantry.alreadyIn')}</p>
          <ul className="pick-list">
            {props.duplicates.map((row) => (
              <li key={row.id}>{row.name}</li>
            ))}
          </ul>
          <button
            type="button"
            className="btn btn--primary btn--block"
            onClick={() => {
              props.onRemove(props.duplicates.map((row) => row.id));
              props.onClose();
            }}
          >
            {t('pantry.removeDuplicates')}
          </button>
        </>
      )}
    </BottomSheet>
  );
}
