import type { Meal, PlanEntry } from '@mise/contracts';
import { CalendarDays, ChevronLeft, ChevronRight, Minus, Plus, ShoppingCart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast';
import { useAppSelector } from '../../../lib/app-state';
import { useTranslation } from '../../../lib/i18n';
import { AddEntrySheet, AddWeekSheet, MoveEntrySheet } from '../components/plan-sheets';
import { usePlan } from '../hooks/use-plan';
import { addDays, dayLabel, isoDay, MEAL_LABELS, mealsOf, weekDays, weekLabel, weekStart } from '../week';
import './plan-page.css';

const DRAG_TYPE = 'application/x-mise-plan-entry';

function EntryCard(props: {
  entry: PlanEntry;
  onServings(servings: number): void;
  onMove(): void;
  onRemove(): void;
}) {
  const { entry } = props;
  const { t } = useTranslation();
  return (
    <li
      className="plan-entry"
      draggable
      onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, entry.id)}
      data-entry-id={entry.id}
    >
      {entry.recipeId !== null ? (
        <Link className="plan-entry__title" to={`/recipe/${entry.recipeId}`}>
          {entry.title}
        </Link>
      ) : (
        <span className="plan-entry__title">{entry.title}</span>
      )}
      {entry.note && <span className="plan-entry__note">{entry.note}</span>}
      <div className="plan-entry__controls">
        {entry.recipeId !== null && (
          <span className="plan-stepper" aria-label={t('plan.servingsOf', { title: entry.title })}>
            <button
              type="button"
              aria-label={t('plan.fewerServings')}
              disabled={(entry.servings ?? 1) <= 1}
              onClick={() => props.onServings((entry.servings ?? 2) - 1)}
            >
              <Minus size={14} />
            </button>
            <span className="plan-stepper__value">{entry.servings ?? '–'}</span>
            <button
              type="button"
              aria-label={t('plan.moreServings')}
              disabled={(entry.servings ?? 1) >= 100}
              onClick={() => props.onServings((entry.servings ?? 0) + 1)}
            >
              <Plus size={14} />
            </button>
          </span>
        )}
        <button type="button" className="btn btn--ghost btn--small plan-entry__move" onClick={props.onMove}>
          {t('plan.move')}
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('plan.remove', { title: entry.title })}
          onClick={props.onRemove}
        >
          <Trash2 size={16} />
        </button>
      </div>
    </li>
  );
}

/** The Plan tab: a week at a time, days as rows on a phone and seven columns on a desktop. */
export default function PlanPage() {
  const uid = useAppSelector((state) => state.auth.user?.uid ?? '');
  const displayName = useAppSelector((state) => state.auth.user?.displayName ?? null);
  const today = isoDay(new Date());
  const [monday, setMonday] = useState(() => weekStart(today));
  const { entries, offline, unsent, actions } = usePlan(uid, monday, { id: 0, displayName });
  const toast = useToast();
  const { t } = useTranslation();
  const [adding, setAdding] = useState<string | null>(null);
  const [moving, setMoving] = useState<PlanEntry | null>(null);
  const [preview, setPreview] = useState<{ lines: string[]; inPantry: string[] } | null>(null);
  const days = weekDays(monday);

  const drop = (day: string, meal: Meal | null) => (event: React.DragEvent) => {
    const id = event.dataTransfer.getData(DRAG_TYPE);
    if (!id) return;
    event.preventDefault();
    actions.change(id, meal ? { date: day, meal } : { date: day });
  };

  return (
    <div className="plan">
      <PageHeader
        title={t('plan.title')}
        actions={
          <button
            type="button"
            className="icon-button"
            aria-label={t('plan.calendarLink')}
            onClick={() =>
              void actions.calendarLink().then(
                ({ url }) => {
                  void navigator.clipboard?.writeText(url).catch(() => undefined);
                  toast(t('plan.calendarCopied'));
                },
                () => toast(t('plan.calendarFailed')),
              )
            }
          >
            <CalendarDays size={22} />
          </button>
        }
      />
      <div className="plan__week">
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => setMonday(addDays(monday, -7))}
        >
          <ChevronLeft size={16} /> {t('plan.previousWeek')}
        </button>
        <span className="plan__week-label">{weekLabel(monday)}</span>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => setMonday(weekStart(today))}
        >
          {t('plan.today')}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => setMonday(addDays(monday, 7))}
        >
          {t('plan.nextWeek')} <ChevronRight size={16} />
        </button>
      </div>
      {offline && (
        <p className="shopping__offline" role="status">
          {unsent > 0 ? t('shopping.offlineWaiting', { count: unsent }) : t('shopping.offline')}
        </p>
      )}
      <button
        type="button"
        className="btn btn--primary plan__shop"
        onClick={() =>
          void actions.shopping(true).then(
            (reply) => setPreview({ lines: reply.lines ?? [], inPantry: reply.inPantry }),
            () => toast(t('plan.readWeekFailed')),
          )
        }
      >
        <ShoppingCart size={18} /> {t('plan.addWeek')}
      </button>
      <ol className="plan__days">
        {days.map((day) => (
          <li
            key={day}
            className={`plan-day${day === today ? ' plan-day--today' : ''}`}
            aria-label={dayLabel(day)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={drop(day, null)}
          >
            <div className="plan-day__head">
              <h2 className="plan-day__title">{dayLabel(day)}</h2>
              <button
                type="button"
                className="icon-button"
                aria-label={t('plan.addToDay', { day: dayLabel(day) })}
                onClick={() => setAdding(day)}
              >
                <Plus size={18} />
              </button>
            </div>
            {mealsOf(entries ?? [], day).map(({ meal, entries: meals }) => (
              <section
                key={meal}
                className="plan-meal"
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => {
                  event.stopPropagation();
                  drop(day, meal)(event);
                }}
              >
                <h3 className="plan-meal__title">{t(MEAL_LABELS[meal])}</h3>
                <ul className="plan-meal__entries">
                  {meals.map((entry) => (
                    <EntryCard
                      key={entry.id}
                      entry={entry}
                      onServings={(servings) => actions.change(entry.id, { servings })}
                      onMove={() => setMoving(entry)}
                      onRemove={() => actions.remove(entry.id)}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </li>
        ))}
      </ol>
      <AddEntrySheet
        open={adding !== null}
        day={adding ?? today}
        onAdd={actions.add}
        onClose={() => setAdding(null)}
      />
      <MoveEntrySheet
        entry={moving}
        onMove={(date, meal) => {
          if (moving) actions.change(moving.id, { date, meal });
          setMoving(null);
        }}
        onClose={() => setMoving(null)}
      />
      <AddWeekSheet
        preview={preview}
        onClose={() => setPreview(null)}
        onConfirm={() => {
          setPreview(null);
          void actions.shopping(false).then(
            (reply) => toast(t('plan.weekAdded', { added: reply.added, merged: reply.merged })),
            () => toast(t('plan.addWeekFailed')),
          );
        }}
      />
    </div>
  );
}
