import { SECTION_HEADER_PATTERNS, opensWithMeasure, type SectionKind } from '@mise/recipe-text';
import { stripBullet } from './line-shape';
import { isMetaOnlyLine } from './recipe-meta';

const HEADER_RES = (Object.keys(SECTION_HEADER_PATTERNS) as SectionKind[]).map((kind) => ({
  kind,
  re: new RegExp(
    String.raw`^(?:the\s+|my\s+|recipe\s+)?(?:${SECTION_HEADER_PATTERNS[kind].join('|')})(\s*\([^)]{0,60}\)|\s+(?:for|für|pour|para|per|to serve)\s+[^:：()]{1,40})?\s*(?:[:：\-–—=]\s*(.*))?$`,
    'iu',
  ),
}));

/** Strips the decoration people put around headers: "**", "==", "~", "#", "---", emoji. */
function undecorate(line: string): string {
  return stripBullet(line)
    .text.replace(/^[#=~*_|\s]+|[#=~*_|\s]+$/gu, '')
    .replace(/[\p{Extended_Pictographic}\uFE0F\u200D]/gu, '')
    .trim();
}

/**
 * A section header ("Ingredients:", "METHOD", "Zubereitung", "Ingredients (serves 4):"), with any text
 * after the colon (`inline`) and inside parentheses (`aside`, usually servings). Null for other lines.
 */
export function sectionHeader(line: string): { kind: SectionKind; inline: string; aside: string } | null {
  const text = undecorate(line);
  if (!text || text.length > 90) return null;
  for (const { kind, re } of HEADER_RES) {
    const m = re.exec(text);
    if (!m) continue;
    const inline = (m[2] ?? '').trim();
    // "Preparation: 15 minutes" and "Cook: 1 hr" are times, not the start of a method.
    if (kind !== 'ingredients' && inline && isMetaOnlyLine(text)) return null;
    return { kind, inline, aside: (m[1] ?? '').replace(/[()]/g, '').trim() };
  }
  return null;
}

/**
 * A sub-section heading inside ingredients or method ("For the sauce:", "FILLING", "~ Topping ~"),
 * returned without decoration; null when the line is content.
 */
export function subHeading(line: string, options: { allowBare?: boolean } = {}): string | null {
  const raw = line.trim();
  const text = undecorate(raw)
    .replace(/[:：]$/, '')
    .trim();
  if (!text || text.length > 50 || opensWithMeasure(text) || /[.!?]$/.test(text)) return null;
  const words = text.split(/\s+/).length;
  if (words > 6 || !/\p{L}/u.test(text)) return null;
  if (/[:：]\s*$/.test(raw)) return text;
  if (/^for (?:the |a |an )?\p{L}/iu.test(text) && words <= 5) return text;
  if (/^(?:[-=~*_#]{2,}|[~*#])\s*\S.*\S\s*(?:[-=~*_#]{2,}|[~*#])$/u.test(raw)) return text;
  // A short line in capitals ("DOUGH") reads as a heading under an ingredient list, never at random.
  if (options.allowBare && text === text.toUpperCase() && /\p{Lu}{3}/u.test(text) && words <= 4) return text;
  return null;
}
