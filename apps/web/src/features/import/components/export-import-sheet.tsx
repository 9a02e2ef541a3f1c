import type { ImportPreview, ImportSummary } from '@mise/contracts';
import { useState } from 'react';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { FormError } from '../../../components/ui/form-error';
import { asApiError } from '../../../lib/api-base-query';
import { usePreviewImportFileMutation, useSaveImportFileMutation } from '../api/media-import-api';
import { useTranslation, type TFunction } from '../../../lib/i18n';

/** Recipes saved per call, so the progress bar moves on a large collection. */
const BATCH = 5;

interface ExportImportSheetProps {
  file: File | null;
  onClose: () => void;
}

/** The apps' names; a schema.org recipe and a Mise export are named in the interface's language. */
const APP_NAMES = {
  paprika: 'Paprika',
  mealie: 'Mealie',
  tandoor: 'Tandoor',
  recipesage: 'RecipeSage',
} as const;
const formatName = (format: ImportPreview['format'], t: TFunction): string => {
  if (format === 'json-ld') return t('export.formats.jsonLd');
  if (format === 'mise') return t('export.formats.mise');
  return APP_NAMES[format];
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
  const { t } = useTranslation();

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
      .catch((caught: unknown) => setError(asApiError(caught)?.message ?? t('export.readFailed')));
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
        const reason = asApiError(caught)?.message ?? t('export.saveFailed');
        total.failed.push(...batch.map((index) => ({ title: titleOf(preview, index, t), reason })));
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
    <BottomSheet open={file !== null} title={t('import.options.otherApp')} onClose={onClose}>
      {reading && <p role="status">{t('export.reading', { name: file?.name ?? '' })}</p>}
      <FormError message={error} />
      {preview && !progress && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <p>
            {t('export.found', { count: preview.recipes.length, format: formatName(preview.format, t) })}
            {preview.skipped.length ? t('export.skipped', { count: preview.skipped.length }) : ''}.
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
                  {recipe.duplicate ? t('export.alreadyIn') : ''}
                </label>
              </li>
            ))}
          </ul>
          <button type="submit" className="btn btn--primary" disabled={chosen.size === 0}>
            {t('export.importCount', { count: chosen.size })}
          </button>
        </form>
      )}
      {progress && !summary && (
        <progress aria-label={t('export.progress')} max={progress.total} value={progress.done}>
          {t('export.progressText', { done: progress.done, total: progress.total })}
        </progress>
      )}
      {summary && (
        <div role="status">
          <p>
            {t('export.imported', { count: summary.created.length })}
            {summary.duplicates.length ? t('export.duplicates', { count: summary.duplicates.length }) : ''}
            {summary.failed.length ? t('export.failed', { count: summary.failed.length }) : ''}
          </p>
          <button type="button" className="btn btn--primary" onClick={onClose}>
            {t('cooking.done')}
          </button>
        </div>
      )}
    </BottomSheet>
  );
}

function titleOf(preview: ImportPreview | null, index: number, t: TFunction): string {
  return (
    preview?.recipes.find((r) => r.index === index)?.title ?? t('export.recipeNumber', { number: index + 1 })
  );
}
