import type { CookableReply } from '@mise/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { useToast } from '../../../components/ui/toast';
import { callApi } from '../../../lib/api-base-query';
import { useAppDispatch } from '../../../lib/app-state';
import '../pages/plan-page.css';

/** How many ranked recipes the sheet shows. */
const SHOWN = 20;

/** 'What can I make?': recipes ranked by what the pantry holds, each with its missing lines. */
export function CookableSheet(props: { open: boolean; onClose(): void }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [ranked, setRanked] = useState<CookableReply | null>(null);
  const [added, setAdded] = useState<Set<number>>(new Set());
  useEffect(() => {
    if (!props.open) return;
    setRanked(null);
    dispatch(callApi<CookableReply>({ url: `/recipes/cookable?limit=${SHOWN}` })).then(setRanked, () => {
      setRanked([]);
      toast('Failed to load recipes');
    });
  }, [dispatch, props.open, toast]);
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
      () => toast('Failed to add to the list'),
    );
  return (
    <BottomSheet open={props.open} title="What can I make?" onClose={props.onClose}>
      {ranked === null ? (
        <p className="sheet-note">Loading…</p>
      ) : ranked.length === 0 ? (
        <p className="sheet-note">Nothing yet: add what you have to the pantry.</p>
      ) : (
        <ul className="plan-preview">
          {ranked.map((entry) => (
            <li key={entry.recipe.id} className="cookable__item">
              <Link to={`/recipe/${entry.recipe.id}`}>{entry.recipe.title}</Link>
              <div className="cookable__have">
                have {entry.have} of {entry.total}
              </div>
              {entry.missing.length > 0 && (
                <>
                  <ul aria-label={`Missing for ${entry.recipe.title}`}>
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
                    {added.has(entry.recipe.id) ? 'Added to list' : 'Add missing to list'}
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
