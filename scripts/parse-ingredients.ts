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

function main(): void {
  const chunks: Buffer[] = [];
  process.stdin.on('data', (c: Buffer) => chunks.push(c));
  process.stdin.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    if (text === '') return;
    // One object per input line: a trailing newline ends the last line, it does not start a new one.
    const lines = text.replace(/\r?\n$/, '').split(/\r?\n/);
    const out: string[] = [];
    for (const line of lines) out.push(toCliRecord(line));
    process.stdout.write(`${out.join('\n')}\n`);
  });
}

if (require.main === module) main();
