import type { CookableReply } from '@mise/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { useToast } from '../../../components/ui/toast';
import { callApi } from '../../../lib/api-base-query';
import { useAppDispatch } from '../../../lib/app-state';
import { useTranslation } from '../../../lib/i18n';
import '../pages/plan-page.css';

/** How many ranked recipes the sheet shows. */
const SHOWN = 20;

/** 'What can I make?': recipes ranked by what the pantry holds, each with its missing lines. */
export function CookableSheet(props: { open: boolean; onClose(): void }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const { t } = useTranslation();
  const [ranked, setRanked] = useState<CookableReply | null>(null);
  const [added, setAdded] = useState<Set<number>>(new Set());
  useEffect(() => {
    if (!props.open) return;
    setRanked(null);
    dispatch(callApi<CookableReply>({ url: `/recipes/cookable?limit=${SHOWN}` })).then(setRanked, () => {
      setRanked([]);
      toast(t('pantry.cookable.loadFailed'));
    });
  }, [dispatch, props.open, toast, t]);
  const addMissing = (entry: CookableReply[number]) =>
    dispatch(
      callApi({
        method: 'POST',
        url: '/shopping',
        body: {
          recipes: [
            {
              recipeId: entry.recipe.id,
              recipeTitle: entry.recipe.title,
              originalServings: 1,
              targetServings: 1,
              ingredientsRaw: entry.missing,
            },
          ],
        },
      }),
    ).then(
      () => setAdded((current) => new Set(current).add(entry.recipe.id)),
      () => toast(t('pantry.cookable.addFailed')),
    );
  return (
    <BottomSheet open={props.open} title={t('pantry.cookable.title')} onClose={props.onClose}>
      {ranked === null ? (
        <p className="sheet-note">{t('common.loading')}</p>
      ) : ranked.length === 0 ? (
        <p className="sheet-note">{t('pantry.cookable.empty')}</p>
      ) : (
        <ul className="plan-preview">
          {ranked.map((entry) => (
            <li key={entry.recipe.id} className="cookable__item">
              <Link to={`/recipe/${entry.recipe.id}`}>{entry.recipe.title}</Link>
              <div className="cookable__have">
                {t('pantry.cookable.have', { have: entry.have, total: entry.total })}
              </div>
              {entry.missing.length > 0 && (
                <>
                  <ul aria-label={t('pantry.cookable.missingFor', { title: entry.recipe.title })}>
                    {entry.missing.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    disabled={added.has(entry.recipe.id)}
                    onClick={() => void addMissing(entry)}
                  >
                    {added.has(entry.recipe.id)
                      ? t('pantry.cookable.added')
                      : t('pantry.cookable.addMissing')}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </BottomSheet>
  );
}
