import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useState } from 'react';
import type { ImportStage } from '@mise/contracts';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { useImportStageQuery } from '../api/extraction-api';
import { useTranslation } from '../../../lib/i18n';

/** What the overlay says for each stage of the job (spec: title and message stay the spec's). */
export const STAGE_TEXT = {
  queued: 'import.stages.queued',
  fetching: 'import.stages.fetching',
  reading: 'import.stages.reading',
  structuring: 'import.stages.structuring',
  done: 'import.stages.done',
} as const satisfies Record<ImportStage, string>;

/** How often the overlay asks for the stage while an import runs. */
const STAGE_POLL_MS = 700;

function newImportId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from({ length: 4 }, () => Math.random().toString(16).slice(2, 10).padEnd(8, '0')).join('-');
}

/**
 * Runs extractions under a fresh import id each, so the overlay can follow the job's stage;
 * `importId` is set while one runs.
 */
export function useTrackedImport() {
  const [importId, setImportId] = useState<string | null>(null);
  const track = useCallback(async <T,>(work: (importId: string) => Promise<T>): Promise<T> => {
    const id = newImportId();
    setImportId(id);
    try {
      return await work(id);
    } finally {
      setImportId(null);
    }
  }, []);
  return { importId, track };
}

/**
 * The spec's full-screen 'Extracting Recipe Data...' overlay with 'Please wait while we process',
 * and under it the stage the import has reached (fetching, reading text, structuring).
 */
export function ExtractionOverlay({ importId }: { importId: string | null }) {
  const { data } = useImportStageQuery(importId ?? skipToken, { pollingInterval: STAGE_POLL_MS });
  const { t } = useTranslation();
  if (!importId) return null;
  const stage = data?.stage;
  return (
    <LoadingOverlay
      title={t('import.overlayTitle')}
      message={t('import.overlayMessage')}
      detail={stage ? t(STAGE_TEXT[stage]) : undefined}
    />
  );
}
