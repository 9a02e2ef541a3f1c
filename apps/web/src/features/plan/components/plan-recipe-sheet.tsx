import type { Meal, PlanEntry } from '@mise/contracts';
import { useState } from 'react';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { FormError } from '../../../components/ui/form-error';
import { callApi, serverErrorText } from '../../../lib/api-base-query';
import { useAppDispatch } from '../../../lib/app-state';
import { useTranslation } from '../../../lib/i18n';
import { isoDay } from '../week';
import { DayMealFields } from './plan-sheets';

/** The recipe detail's 'Plan': pick a day and a meal, and the recipe goes on the plan. */
export function PlanRecipeSheet(props: {
  open: boolean;
  recipeId: number;
  onClose(planned?: PlanEntry): void;
}) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const [date, setDate] = useState(() => isoDay(new Date()));
  const [meal, setMeal] = useState<Meal>('dinner');
  const [error, setError] = useState<string | null>(null);
  return (
    <BottomSheet open={props.open} title={t('detail.plan')} onClose={() => props.onClose()}>
      <form
        className="sheet-form"
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          dispatch(
            callApi<PlanEntry>({
              method: 'POST',
              url: '/plan/entries',
              body: { date, meal, recipeId: props.recipeId },
            }),
          ).then(props.onClose, (failure: unknown) =>
            setError(serverErrorText(failure, t('plan.planFailed'))),
          );
        }}
      >
        <DayMealFields date={date} meal={meal} onDate={setDate} onMeal={setMeal} />
        <FormError message={error} />
        <button type="submit" className="btn btn--primary btn--block">
          {t('plan.addTitle')}
        </button>
      </form>
    </BottomSheet>
  );
}
