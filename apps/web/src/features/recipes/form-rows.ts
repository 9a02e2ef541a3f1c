/** Ingredient and method lists keep exactly one trailing empty row (spec section 2). */
export function withOneTrailingEmpty(rows: string[]): string[] {
  let end = rows.length;
  while (end > 0 && rows[end - 1] === '') end -= 1;
  return [...rows.slice(0, end), ''];
}

/** Rows that go to the server: empty ones are dropped. */
export function filledRows(rows: string[]): string[] {
  return rows.map((row) => row.trim()).filter(Boolean);
}
