import { cleanText } from './text';

/** recipeYield as number, string or list, to the text a person would read ('4 servings'). */
export function yieldText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return `${value} servings`;
  if (Array.isArray(value)) {
    const texts = value.map((v) => yieldText(v)).filter(Boolean);
    // A list often pairs a bare count with a worded one ('4', '4 bowls'): the worded one says more.
    return texts.find((t) => /\d/.test(t) && /[a-z]/i.test(t.replace(/servings$/, ''))) ?? texts[0] ?? '';
  }
  if (typeof value === 'object' && value !== null) {
    // QuantitativeValue: { value: 6 } or { minValue: 4, maxValue: 6, unitText: 'cookies' }.
    const q = value as Record<string, unknown>;
    const amount = q.value ?? q.maxValue ?? q.minValue;
    const unit = cleanText(q.unitText ?? '') || 'servings';
    return amount === undefined ? '' : `${cleanText(amount)} ${unit}`.trim();
  }
  const text = cleanText(value);
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return `${text} servings`;
  return text;
}

/** First whole number in a yield ('8-10 servings' gives 8); 0 when there is none. */
export function servingsFromYield(text: string): number {
  const m = /(\d+(?:[.,]\d+)?)/.exec(text);
  if (!m) return 0;
  const n = Math.round(Number(m[1].replace(',', '.')));
  return Number.isFinite(n) && n > 0 && n < 10000 ? n : 0;
}
