import { ImportCandidate, invalid, ReadExportMessage, ReadExportReply } from '@mise/contracts';
import type { JobContext } from '@mise/platform-queue';
import sharp from 'sharp';
import { ExportFileError, readExportFile } from './export-readers';

export type ReadExportData = Pick<ReadExportMessage, 'fileName' | 'data' | 'indices' | 'images'>;

async function jpeg(bytes: Uint8Array, edge: number, quality: number): Promise<string | null> {
  try {
    const out = await sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality })
      .toBuffer();
    return out.toString('base64');
  } catch {
    // A broken photo costs the recipe its picture, not the import.
    return null;
  }
}

/**
 * Reads an export file into the preview's candidates (with small thumbnails), or, with `images`,
 * also the chosen recipes' photos at display size for the gateway to store. Pure reading of the
 * same bytes, so a retry gives the same answer.
 */
export async function readExport(data: ReadExportData, context?: JobContext): Promise<ReadExportReply> {
  let read;
  try {
    read = readExportFile(Buffer.from(data.data, 'base64'), data.fileName);
  } catch (error) {
    if (error instanceof ExportFileError) throw invalid(error.message);
    throw invalid('The file is not a recipe export this app can read');
  }
  await context?.progress(50);
  const chosen = data.indices ? new Set(data.indices) : null;
  const recipes: ImportCandidate[] = [];
  const images: Record<string, string> = {};
  const skipped = [...read.skipped];
  let index = 0;
  for (const recipe of read.recipes) {
    if (!recipe.draft.title) {
      skipped.push({ name: recipe.name, reason: 'No title' });
      continue;
    }
    const i = index++;
    if (chosen && !chosen.has(i)) continue;
    const thumbnail = recipe.imageBytes && !data.images ? await jpeg(recipe.imageBytes, 160, 70) : null;
    recipes.push(
      ImportCandidate.parse({
        ...recipe.draft,
        index: i,
        thumbnail: thumbnail ? `data:image/jpeg;base64,${thumbnail}` : '',
        ...(recipe.kept ? { kept: recipe.kept } : {}),
      }),
    );
    if (data.images && recipe.imageBytes) {
      const photo = await jpeg(recipe.imageBytes, 1600, 82);
      if (photo) images[String(i)] = photo;
    }
  }
  if (recipes.length === 0 && !chosen)
    throw invalid(
      skipped.length
        ? `No recipe in the file could be read: ${skipped[0]?.reason}`
        : 'No recipes were found in the file',
    );
  await context?.progress(100);
  return { preview: { format: read.format, recipes, skipped }, images };
}

/** The `read-export` job. */
export function readExportJob(data: ReadExportData, context: JobContext): Promise<ReadExportReply> {
  return readExport(data, context);
}
