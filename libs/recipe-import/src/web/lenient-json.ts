import { decodeHTML } from 'entities';

/**
 * JSON as pages actually ship it inside <script type="application/ld+json">: trailing commas,
 * raw newlines or tabs inside strings, quotes inside text left unescaped ('9" pan'), script
 * comments, NaN or undefined as values, HTML comments or CDATA around it, several objects one after
 * another. Returns every top-level value it could read, [] when nothing parses. Never throws.
 */
export function parseLenientJson(text: string): unknown[] {
  const body = text
    .replace(/^\s*(<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
    .replace(/(-->|\/\/\s*\]\]>|\]\]>)\s*$/, '')
    .trim();
  if (!body) return [];
  const direct = tryParse(body);
  if (direct.ok) return [direct.value];
  // Some templates entity-encode the whole block (&quot;@type&quot;).
  if (/^[[{]\s*&quot;/.test(body)) return parseLenientJson(decodeHTML(body));
  const repaired = repair(body);
  const fixed = tryParse(repaired);
  if (fixed.ok) return [fixed.value];
  return splitTopLevel(repaired)
    .map((chunk) => tryParse(chunk))
    .filter((r): r is { ok: true; value: unknown } => r.ok)
    .map((r) => r.value);
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** One pass over the text that knows whether it is inside a string. */
function repair(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') {
        const next = text[i + 1] ?? '';
        // Invalid escapes (\' or \/ variants pages invent) lose their backslash.
        if ('"\\/bfnrtu'.includes(next) && next !== '') {
          out += ch + next;
        } else {
          out += next < ' ' ? ' ' : next;
        }
        i += 1;
        continue;
      }
      if (ch === '"') {
        // A quote inside the text ('a 9" pan') is not the string's end: an end is followed by
        // a comma, a colon, a closing bracket or another string.
        let j = i + 1;
        while (j < text.length && /\s/.test(text[j])) j += 1;
        if (j < text.length && !',:}]"'.includes(text[j])) {
          out += '\\"';
          continue;
        }
        inString = false;
      }
      // A raw line break inside a string is a line break of the text; other controls are spaces.
      out += ch === '\n' ? '\\n' : ch === '\r' ? '' : ch < ' ' ? ' ' : ch;
      continue;
    }
    // Script comments a template left in the block.
    if (ch === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i += 1;
      continue;
    }
    if (ch === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      i = close < 0 ? text.length : close + 1;
      continue;
    }
    // JavaScript's own values that JSON has no word for.
    const word = /^(?:NaN|undefined|-?Infinity)\b/.exec(text.slice(i, i + 10));
    if (word && !/[\w$]/.test(text[i - 1] ?? '')) {
      out += 'null';
      i += word[0].length - 1;
      continue;
    }
    if (ch === '"') inString = true;
    if (ch === ',') {
      // Drop a trailing comma before a closing bracket.
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j])) j += 1;
      if (text[j] === '}' || text[j] === ']') continue;
    }
    out += ch;
  }
  return out;
}

/** Splits `{...}{...}` or `{...}\n[...]` into balanced top-level chunks. */
function splitTopLevel(text: string): string[] {
  const chunks: string[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') {
      if (depth === 0) start = i;
      depth += 1;
    } else if (ch === '}' || ch === ']') {
      depth -= 1;
      if (depth === 0 && start >= 0) {
        chunks.push(text.slice(start, i + 1));
        start = -1;
      }
      if (depth < 0) depth = 0;
    }
  }
  return chunks;
}
