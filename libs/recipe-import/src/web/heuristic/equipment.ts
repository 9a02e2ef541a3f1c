// Page kind: structured data whose ingredient list ends with the equipment the page lists under its own heading.
import { normaliseForCompare } from '../../shared/text';
import { stripListGlyphs } from '../visible-lists';
import type { Block } from './lines';

/** 'Equipment', 'Utensilien: 20 cm tin', 'Ustensiles' as a heading's first word. */
export const EQUIPMENT_WORD =
  /^(?:equipment|utensils?|kitchen tools|ustensiles?|matériel|utensil[ií](?:os)?|attrezzatura|utensilien|küchengeräte|benodigdheden|keukengerei)\b/iu;

/** What the page lists under its equipment headings or boxes, as compare keys. */
export function equipmentLines(blocks: Block[]): Set<string> {
  const out = new Set<string>();
  blocks.forEach((b, i) => {
    if (b.kind !== 'heading' || !EQUIPMENT_WORD.test(b.text)) return;
    for (let j = i + 1; j < Math.min(blocks.length, i + 40) && blocks[j].kind !== 'heading'; j += 1)
      out.add(normaliseForCompare(stripListGlyphs(blocks[j].text)));
  });
  return out;
}
