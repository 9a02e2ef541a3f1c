import { MEALS, type Meal, type PlanEntry, type RecipeCard } from '@mise/contracts';
import { useEffect, useState } from 'react';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { TextField } from '../../../components/ui/text-field';
import { callApi } from '../../../lib/api-base-query';
import { useAppDispatch } from '../../../lib/app-state';
import { useTranslation } from '../../../lib/i18n';
import { MEAL_LABELS } from '../week';

/** The day and meal pickers every plan sheet shares. */
export function DayMealFields(props: {
  date: string;
  meal: Meal;
  onDate(date: string): void;
  onMeal(meal: Meal): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t('plan.day')} type="date" value={props.date} onValue={props.onDate} />
      <label className="field">
        <span className="field__label">{t('plan.meal')}</span>
        <select
          className="field__input"
          value={props.meal}
          onChange={(event) => props.onMeal(event.target.value as Meal)}
        >
          {MEALS.map((meal) => (
            <option key={meal} value={meal}>
              {t(MEAL_LABELS[meal])}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

export type NewEntry = Omit<PlanEntry, 'id' | 'addedBy' | 'createdAt'>;

/** Add to the plan: search the recipes one may see, or type a note ("Leftovers"). */
export function AddEntrySheet(props: {
  open: boolean;
  day: string;
  onAdd(entry: NewEntry): void;
  onClose(): void;
}) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const [date, setDate] = useState(props.day);
  const [meal, setMeal] = useState<Meal>('dinner');
  const [query, setQuery] = useState('');
  const [note, setNote] = useState('');
  const [found, setFound] = useState<RecipeCard[]>([]);
  useEffect(() => setDate(props.day), [props.day]);
  useEffect(() => {
    if (!props.open) return;
    const timer = setTimeout(() => {
      const q = encodeURIComponent(query.trim());
      dispatch(callApi<RecipeCard[]>({ url: `/recipes?view=all&limit=8${q ? `&q=${q}` : ''}` })).then(
        setFound,
        () => setFound([]),
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [dispatch, props.open, query]);
  const close = () => {
    setQuery('');
    setNote('');
    props.onClose();
  };
  const add = (entry: Pick<NewEntry, 'recipeId' | 'title' | 'note'>) => {
    props.onAdd({ date, meal, servings: null, ...entry });
    close();
  };
  return (
    <BottomSheet open={props.open} title={t('plan.addTitle')} onClose={close}>
      <div className="sheet-form">
        <DayMealFields date={date} meal={meal} onDate={setDate} onMeal={setMeal} />
        <TextField label={t('recipes.searchLabel')} value={query} onValue={setQuery} />
        <ul className="plan-search">
          {found.map((recipe) => (
            <li key={recipe.id}>
              <button
                type="button"
                className="plan-search__hit"
                onClick={() => add({ recipeId: recipe.id, title: recipe.title, note: '' })}
              >
                {recipe.title}
              </button>
            </li>
          ))}
        </ul>
        <form
          className="plan-note"
          onSubmit={(event) => {
            event.preventDefault();
            if (note.trim()) add({ recipeId: null, title: note.trim(), note: '' });
          }}
        >
          <TextField label={t('plan.orNote')} value={note} onValue={setNote} />
          <button type="submit" className="btn btn--ghost btn--block" disabled={!note.trim()}>
            {t('plan.addNote')}
          </button>
        </form>
      </div>
    </BottomSheet>
  );
}

/** Move an entry to another day or meal (the phone's way; a desktop drags). */
export function MoveEntrySheet(props: {
  entry: PlanEntry | null;
  onMove(date: string, meal: Meal): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [date, setDate] = useState('');
  const [meal, setMeal] = useState<Meal>('dinner');
  useEffect(() => {
    if (props.entry) {
      setDate(props.entry.date);
      setMeal(props.entry.meal);
    }
  }, [props.entry]);
  return (
    <BottomSheet
      open={props.entry !== null}
      title={t('plan.moveTitle', { title: props.entry?.title ?? '' })}
      onClose={props.onClose}
    >
      <form
        className="sheet-form"
        onSubmit={(event) => {
          event.preventDefault();
          props.onMove(date, meal);
        }}
      >
        <DayMealFields date={date} meal={meal} onDate={setDate} onMeal={setMeal} />
        <button type="submit" className="btn btn--primary btn--block">
          {t('plan.move')}
        </button>
      </form>
    </BottomSheet>
  );
}

/** What 'Add week to shopping list' will add, and what the pantry already has, before it does. */
export function AddWeekSheet(props: {
  preview: { lines: string[]; inPantry: string[] } | null;
  onConfirm(): void;
  onClose(): void;
}) {
  const lines = props.preview?.lines ?? [];
  const inPantry = props.preview?.inPantry ?? [];
  const { t } = useTranslation();
  return (
    <BottomSheet open={props.preview !== null} title={t('plan.addWeek')} onClose={props.onClose}>
      <div className="sheet-form">
        {lines.length === 0 ? (
          <p className="sheet-note">{t('plan.nothingNew')}</p>
        ) : (
          <>
            <p className="sheet-note">{t('plan.willBeAddedHeading')}</p>
            <ul className="plan-preview" aria-label={t('plan.willBeAdded')}>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
        {inPantry.length > 0 && (
          <>
            <p className="sheet-note">{t('pantry.alreadyIn')}</p>
            <ul className="plan-preview plan-preview--pantry" aria-label={t('plan.inPantry')}>
              {inPantry.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </>
        )}
        <button
          type="button"
          className="btn btn--primary btn--block"
          disabled={lines.length === 0}
          onClick={props.onConfirm}
        >
          {t('plan.addToList')}
        </button>
      </div>
    </BottomSheet>
  );
}
