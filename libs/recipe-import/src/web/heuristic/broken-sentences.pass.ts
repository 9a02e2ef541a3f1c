// Page kind: a step the layout broke in two (a photo between its halves).
import type { Entry } from './lines';

/**
 * A paragraph that stops mid-sentence ('…a little cheese [8]') and one that goes on in lower case
 * ('and a sprinkle of parmesan.') are one step the layout broke in two (a photo between them).
 */
export function joinBrokenSentences(out: Entry[]): void {
  for (let i = out.length - 1; i > 0; i -= 1) {
    const [a, b] = [out[i - 1], out[i]];
    if (a.heading || b.heading || a.item || b.item) continue;
    if (/[.!?:;…]["'»”’)]*$/u.test(a.text) || !/^\p{Ll}/u.test(b.text) || !/\p{L}{3}/u.test(a.text)) continue;
    a.text = `${a.text} ${b.text}`;
    out.splice(i, 1);
  }
}
