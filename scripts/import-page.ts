/**
 * npm run --silent import-page -- --url <page url> <file.html>
 * Prints one JSON object (the importer's scored interface): title, ingredients, instructions,
 * totalTimeMinutes, prepTimeMinutes, cookTimeMinutes, yields, image and the draft's other fields.
 * Without a file it reads the HTML from stdin. Prints `null` when no recipe is found.
 */
import { readFileSync } from 'node:fs';
import { importRecipeFromHtml, toPageImportOutput } from '@mise/recipe-import';

function parseArgs(argv: string[]): { url: string; file: string } {
  let url = '';
  let file = '';
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--url') url = argv[++i] ?? '';
    else if (arg.startsWith('--url=')) url = arg.slice('--url='.length);
    else if (!arg.startsWith('--')) file = arg;
  }
  return { url, file };
}

const { url, file } = parseArgs(process.argv.slice(2));
const html = readFileSync(file || 0, 'utf8');
const draft = importRecipeFromHtml(html, url || undefined);
process.stdout.write(`${JSON.stringify(draft ? toPageImportOutput(draft) : null, null, 2)}\n`);
