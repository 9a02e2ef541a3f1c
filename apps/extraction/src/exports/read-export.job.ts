import {
  exportResultKey,
  ImportCandidate,
  invalid,
  ReadExportMessage,
  ReadExportReply,
  ReadExportResult,
} from '@mise/contracts';
import type { JobContext } from '@mise/platform-queue';
import { loadSharp, type ObjectStorage } from '@mise/platform-storage';
import { ExportFileError, readExportFile } from './export-readers';

/** What reading takes: the file's bytes (base64), its name and the choice. */
export interface ReadExportInput extends Pick<ReadExportMessage, 'fileName' | 'indices' | 'images'> {
  data: string;
}

/** The job's data: the file by its key in the upload store the gateway shares with the workers. */
export type ReadExportData = Pick<ReadExportMessage, 'fileName' | 'fileKey' | 'indices' | 'images'>;

async function jpeg(bytes: Uint8Array, edge: number, quality: number): Promise<string | null> {
  const sharp = loadSharp();
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
export async function readExport(data: ReadExportInput, context?: JobContext): Promise<ReadExportReply> {
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
        reader: recipe.draft.reader || read.format,
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

/**
 * The `read-export` job: reads the upload the gateway stored under `fileKey` and writes the reply
 * (thumbnails or photos included, often over a bus message's 1 MB) next to it; the bus and the
 * queue carry only the keys. The same file gives the same result, so a retry is safe.
 */
export function readExportJob(storage: ObjectStorage) {
  return async (data: ReadExportData, context: JobContext): Promise<ReadExportResult> => {
    const file = await storage.get(data.fileKey);
    if (!file) throw invalid('The uploaded file is no longer available; please send it again');
    const reply = await readExport({ ...data, data: file.data.toString('base64') }, context);
    const resultKey = exportResultKey(data.fileKey);
    await storage.put(resultKey, Buffer.from(JSON.stringify(reply)), 'application/json');
    return { resultKey };
  };
}
