import type { ImportPreview, ImportSummary } from '@mise/contracts';
import { useState } from 'react';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { FormError } from '../../../components/ui/form-error';
import { asApiError } from '../../../lib/api-base-query';
import { usePreviewImportFileMutation, useSaveImportFileMutation } from '../api/media-import-api';

/** Recipes saved per call, so the progress bar moves on a large collection. */
const BATCH = 5;

interface ExportImportSheetProps {
  file: File | null;
  onClose: () => void;
}

const FORMAT_NAMES: Record<ImportPreview['format'], string> = {
  paprika: 'Paprika',
  mealie: 'Mealie',
  tandoor: 'Tandoor',
  recipesage: 'RecipeSage',
  'json-ld': 'schema.org recipe',
  mise: 'Mise export',
};

/**
 * Another app's export: a preview of the recipes in the file (the ones already in the collection
 * unticked and marked), a progress bar while they are saved, then a summary.
 */
export function ExportImportSheet({ file, onClose }: ExportImportSheetProps) {
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [readFile, { isLoading: reading }] = usePreviewImportFileMutation();
  const [saveFile] = useSaveImportFileMutation();
  const [loadedFor, setLoadedFor] = useState<File | null>(null);

  if (file && file !== loadedFor) {
    setLoadedFor(file);
    setPreview(null);
    setSummary(null);
    setProgress(null);
    setError(null);
    readFile(file)
      .unwrap()
      .then((result) => {
        setPreview(result);
        setChosen(new Set(result.recipes.filter((r) => !r.duplicate).map((r) => r.index)));
      })
      .catch((caught: unknown) => setError(asApiError(caught)?.message ?? 'The file could not be read.'));
  }

  const save = async () => {
    if (!file) return;
    const indices = [...chosen].sort((a, b) => a - b);
    const total: ImportSummary = { created: [], duplicates: [], failed: [] };
    setProgress({ done: 0, total: indices.length });
    for (let i = 0; i < indices.length; i += BATCH) {
      const batch = indices.slice(i, i + BATCH);
      try {
        const part = await saveFile({ file, indices: batch }).unwrap();
        total.created.push(...part.created);
        total.duplicates.push(...part.duplicates);
        total.failed.push(...part.failed);
      } catch (caught) {
        const reason = asApiError(caught)?.message ?? 'Could not be saved';
        total.failed.push(...batch.map((index) => ({ title: titleOf(preview, index), reason })));
      }
      setProgress({ done: Math.min(indices.length, i + BATCH), total: indices.length });
    }
    setSummary(total);
  };

  const toggle = (index: number) =>
    setChosen((previous) =>
      previous.has(index) ? new Set([...previous].filter((i) => i !== index)) : new Set([...previous, index]),
    );

  return (
    <BottomSheet open={file !== null} title="Import from another app" onClose={onClose}>
      {reading && <p role="status">Reading {file?.name}…</p>}
      <FormError message={error} />
      {preview && !progress && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <p>
            {recipes(preview.recipes.length)} found in this {FORMAT_NAMES[preview.format]} file
            {preview.skipped.length ? `; ${preview.skipped.length} entries could not be read` : ''}.
          </p>
          <ul className="import-list">
            {preview.recipes.map((recipe) => (
              <li key={recipe.index}>
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.has(recipe.index)}
                    onChange={() => toggle(recipe.index)}
                  />{' '}
                  {recipe.title}
                  {recipe.source ? `, ${recipe.source}` : ''}
                  {recipe.duplicate ? ' (already in your recipes)' : ''}
                </label>
              </li>
            ))}
          </ul>
          <button type="submit" className="btn btn--primary" disabled={chosen.size === 0}>
            Import {recipes(chosen.size)}
          </button>
        </form>
      )}
      {progress && !summary && (
        <progress aria-label="Import progress" max={progress.total} value={progress.done}>
          {progress.done} of {progress.total}
        </progress>
      )}
      {summary && (
        <div role="status">
          <p>
            Imported {recipes(summary.created.length)}.
            {summary.duplicates.length
              ? ` Skipped ${summary.duplicates.length} already in your recipes.`
              : ''}
            {summary.failed.length ? ` ${summary.failed.length} could not be saved.` : ''}
          </p>
          <button type="button" className="btn btn--primary" onClick={onClose}>
            Done
          </button>
        </div>
      )}
    </BottomSheet>
  );
}

const recipes = (n: number) => `${n} recipe${n === 1 ? '' : 's'}`;

function titleOf(preview: ImportPreview | null, index: number): string {
  return preview?.recipes.find((r) => r.index === index)?.title ?? `Recipe ${index + 1}`;
}
