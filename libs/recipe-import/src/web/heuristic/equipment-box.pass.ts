// Page kind: an equipment box or heading right after the ingredients ('2 piping bags').
import { normaliseForCompare } from '../../shared/text';
import { classOf, type Element } from '../html-dom';
import { stripListGlyphs } from '../visible-lists';
import type { Block } from './lines';

const EQUIPMENT_CLASS =
  /(?:^|[\s_-])(?:equipment|utensils?|ustensiles?|utensili|utensilios|materiel|küchengeräte)(?:$|[\s_-])/;

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

export function isEquipmentBox(el: Element): boolean {
  return (
    (el.name === 'div' || el.name === 'section' || el.name === 'ul') && EQUIPMENT_CLASS.test(classOf(el))
  );
}
