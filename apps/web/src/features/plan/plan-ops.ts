import type { PlanEntry, PlanEntryChange } from '@mise/contracts';
import type { ApiRequest } from '../../lib/api-base-query';

/** A change made on this phone, kept until the server has it (offline too). */
export type PlanOp =
  | { op: 'add'; entry: PlanEntry }
  | { op: 'change'; id: string; change: PlanEntryChange }
  | { op: 'remove'; id: string };

export function planOpRequest(op: PlanOp): ApiRequest {
  switch (op.op) {
    case 'add': {
      const { id, date, meal, recipeId, title, servings, note } = op.entry;
      // No servings chosen: a recipe entry takes the recipe's own.
      const chosen = servings !== null ? { servings } : {};
      return {
        method: 'POST',
        url: '/plan/entries',
        body:
          recipeId !== null
            ? { id, date, meal, recipeId, note, ...chosen }
            : { id, date, meal, title, note, ...chosen },
      };
    }
    case 'change':
      return { method: 'PATCH', url: `/plan/entries/${op.id}`, body: op.change };
    case 'remove':
      return { method: 'DELETE', url: `/plan/entries/${op.id}` };
  }
}

/** The entries as the server sent them with this phone's unsent changes on top. */
export function applyPlanOps(entries: readonly PlanEntry[], ops: readonly PlanOp[]): PlanEntry[] {
  let out = [...entries];
  for (const op of ops) {
    if (op.op === 'add') {
      if (!out.some((entry) => entry.id === op.entry.id)) out.push(op.entry);
    } else if (op.op === 'remove') out = out.filter((entry) => entry.id !== op.id);
    else
      out = out.map((entry) =>
        entry.id === op.id
          ? {
              ...entry,
              ...(op.change.date ? { date: op.change.date } : {}),
              ...(op.change.meal ? { meal: op.change.meal } : {}),
              ...(op.change.servings !== undefined ? { servings: op.change.servings } : {}),
              ...(op.change.note !== undefined ? { note: op.change.note } : {}),
            }
          : entry,
      );
  }
  const order = ['breakfast', 'lunch', 'dinner', 'snack'];
  return out.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      order.indexOf(a.meal) - order.indexOf(b.meal) ||
      a.createdAt.localeCompare(b.createdAt),
  );
}
