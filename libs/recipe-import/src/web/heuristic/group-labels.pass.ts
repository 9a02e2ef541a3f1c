// Page kind: ingredient groups named by a short label between lists, or by a list item ('Für den Teig').
import { toHeading } from '../../shared/text';
import { looksLikeGroupLabel } from '../json-ld.reader';
import type { Entry } from './lines';

/** A group's name of at most this many characters and words. */
const LABEL_CHARS = 40;
const LABEL_WORDS = 4;

/** A short label between two lists ('Optional', 'do podania'), right before a list item: a group's name. */
export function isLabelBetweenLists(out: Entry[], i: number): boolean {
  const text = out[i].text;
  return (
    text.length <= LABEL_CHARS &&
    text.split(/\s+/).length <= LABEL_WORDS &&
    !/\d|[.!?]$/.test(text) &&
    out[i + 1]?.item === true
  );
}

/** An ingredient line that names its group ('Für den Teig:') as a *heading*; other lines as they are. */
export function asGroupName(text: string): string {
  return looksLikeGroupLabel(text) ? toHeading(text.replace(/:\s*$/, '')) : text;
}
