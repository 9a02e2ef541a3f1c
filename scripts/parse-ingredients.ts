/**
 * Reads ingredient lines on stdin and prints one JSON object per line, in order:
 * {"quantity","quantity2","unit","name","note"} (unit in canonical short form).
 * This interface is how the parser is scored elsewhere: keep it stable.
 *
 *   printf '2 cups flour\n' | npm run --silent parse-ingredients
 */
import { parseIngredient } from '@mise/recipe-text';

export function toCliRecord(line: string): string {
  const p = parseIngredient(line);
  return JSON.stringify({
    quantity: p.quantity,
    quantity2: p.quantity2,
    unit: p.unit,
    name: p.name === '' ? null : p.name,
    note: p.note,
  });
}

/** The whole of stdin to the whole of stdout: one JSON line per input line, empty lines included. */
export function parseLines(text: string): string {
  if (text === '') return '';
  // A trailing newline ends the last line; it does not start a new one.
  const lines = text.replace(/\r?\n$/, '').split(/\r?\n/);
  return `${lines.map(toCliRecord).join('\n')}\n`;
}

function main(): void {
  const chunks: Buffer[] = [];
  process.stdin.on('data', (c: Buffer) => chunks.push(c));
  process.stdin.on('end', () => process.stdout.write(parseLines(Buffer.concat(chunks).toString('utf8'))));
}

if (require.main === module) main();
