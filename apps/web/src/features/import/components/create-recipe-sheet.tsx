import { Camera, ClipboardPaste, Clapperboard, FileDown, Globe, Link2, PenLine } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { BottomSheet, SheetOption } from '../../../components/ui/bottom-sheet';
import { asApiError, serverErrorText } from '../../../lib/api-base-query';
import { useAppSelector } from '../../../lib/app-state';
import { useExtractFromTextMutation } from '../api/extraction-api';
import { useExtractFromPhotoMutation, useExtractFromYouTubeMutation } from '../api/media-import-api';
import { ExportImportSheet } from './export-import-sheet';
import { ExtractionOverlay, useTrackedImport } from './extraction-overlay';
import { SocialImportDialog } from './social-import-dialog';
import { WebLinkDialog } from './web-link-dialog';
import { ExtractActions } from './extract-actions';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import './create-recipe-sheet.css';
import { useTranslation } from '../../../lib/i18n';

interface CreateRecipeSheetProps {
  open: boolean;
  onClose: () => void;
  /**
   * `centre`: the + button's sheet (Scan cookbook page, Paste Website link, Social Media, Paste
   * recipe text, Import from another app, Write from Scratch). `page`: the sheet a page opens
   * (Browser, Camera, Paste, 'or', Write from scratch), each option doing the same real job.
   */
  variant?: 'centre' | 'page';
}

type Flow = 'paste' | 'social' | 'link' | null;

/** A 'Create Recipe' sheet and the import flows behind its options. */
export function CreateRecipeSheet({ open, onClose, variant = 'centre' }: CreateRecipeSheetProps) {
  const navigate = useNavigate();
  const [flow, setFlow] = useState<Flow>(null);
  const [text, setText] = useState('');
  const [pasteError, setPasteError] = useState<string | null>(null);
  const [extract] = useExtractFromTextMutation();
  const [extractPhoto] = useExtractFromPhotoMutation();
  const [extractVideo] = useExtractFromYouTubeMutation();
  const { importId, track } = useTrackedImport();
  const signedIn = useAppSelector((state) => state.auth.status === 'signedIn');
  const photoInput = useRef<HTMLInputElement>(null);
  const exportInput = useRef<HTMLInputElement>(null);
  const [exportFile, setExportFile] = useState<File | null>(null);
  const { t } = useTranslation();

  /** Each option closes the sheet first, then does its job. */
  const closeThen = (action: () => void) => () => {
    onClose();
    action();
  };
  const openFlow = (next: Flow) => closeThen(() => setFlow(next));
  const endFlow = () => setFlow(null);

  const scanPage = () => {
    onClose();
    if (!signedIn) {
      window.alert(t('import.photoLoginRequired'));
      return;
    }
    photoInput.current?.click();
  };

  const openDraft = (draft: unknown) => navigate('/create-recipe', { state: { extractedRecipeData: draft } });

  const photoPicked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same photo may be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    try {
      await openDraft(await track((id) => extractPhoto({ input: file, importId: id }).unwrap()));
    } catch (caught) {
      // A session that ended while the sheet was open is 'without login' too.
      const status = asApiError(caught)?.status;
      window.alert(
        status === 401 || status === 'NO_TOKEN' ? t('import.photoLoginRequired') : t('import.photoFailed'),
      );
    }
  };

  const extractFromVideo = async (videoUrl: string) => {
    try {
      await openDraft(await track((id) => extractVideo({ input: videoUrl, importId: id }).unwrap()));
    } catch (caught) {
      // An Instagram or TikTok post that cannot be read (private, behind a login, gone, no recipe in
      // its caption) is a 422 whose text says why; anything else is the spec's alert.
      const refused = asApiError(caught)?.status === 422;
      window.alert(refused ? serverErrorText(caught, t('import.videoFailed')) : t('import.videoFailed'));
    }
  };

  const closePaste = () => {
    endFlow();
    setText('');
    setPasteError(null);
  };

  const submitPaste = async () => {
    if (!text.trim()) {
      setPasteError(t('import.paste.empty'));
      return;
    }
    try {
      const draft = await track((id) => extract({ input: text, importId: id }).unwrap());
      closePaste();
      await openDraft(draft);
    } catch (caught) {
      const status = asApiError(caught)?.status;
      setPasteError(status === 'NO_TOKEN' ? t('import.loginRequired') : t('import.paste.failed'));
    }
  };

  const writeFromScratch = closeThen(() => void navigate('/create-recipe'));
  const option = (icon: ReactNode, label: string, hint: string, onClick: () => void) => ({
    icon,
    label,
    hint,
    onClick,
  });
  const camera = (label: string) =>
    option(<Camera size={22} />, label, t('import.options.cameraHint'), scanPage);
  const scratch = (label: string) =>
    option(<PenLine size={22} />, label, t('import.options.scratchHint'), writeFromScratch);
  const options = {
    page: [
      option(
        <Globe size={22} />,
        t('import.options.browser'),
        t('import.options.browserHint'),
        openFlow('link'),
      ),
      camera(t('import.options.camera')),
      option(
        <ClipboardPaste size={22} />,
        t('import.options.paste'),
        t('import.paste.title'),
        openFlow('paste'),
      ),
      'or' as const,
      scratch(t('import.writeFromScratch')),
    ],
    centre: [
      camera(t('import.options.scan')),
      option(
        <Link2 size={22} />,
        t('import.options.website'),
        t('import.options.websiteHint'),
        openFlow('link'),
      ),
      option(
        <Clapperboard size={22} />,
        t('import.options.social'),
        t('import.options.socialHint'),
        openFlow('social'),
      ),
      option(
        <ClipboardPaste size={22} />,
        t('import.paste.title'),
        t('import.options.pasteHint'),
        openFlow('paste'),
      ),
      option(
        <FileDown size={22} />,
        t('import.options.otherApp'),
        t('import.options.otherAppHint'),
        closeThen(() => exportInput.current?.click()),
      ),
      scratch(t('import.options.scratch')),
    ],
  };

  return (
    <>
      <BottomSheet open={open} title={t('profile.createRecipe')} onClose={onClose}>
        {options[variant].map((option) =>
          option === 'or' ? (
            <p key="or" className="create-sheet__or" aria-hidden="true">
              {t('auth.or')}
            </p>
          ) : (
            <SheetOption key={option.label} {...option} />
          ),
        )}
      </BottomSheet>

      <BottomSheet open={flow === 'paste'} title={t('import.paste.title')} onClose={closePaste}>
        <form
          className="paste-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submitPaste();
          }}
        >
          <TextField
            multiline
            label={t('import.paste.label')}
            className="paste-form__text"
            rows={8}
            value={text}
            placeholder={t('import.paste.placeholder')}
            onValue={setText}
          />
          <FormError message={pasteError} />
          <ExtractActions className="paste-form__actions" busy={importId !== null} onCancel={closePaste} />
        </form>
      </BottomSheet>

      <SocialImportDialog
        open={flow === 'social'}
        onClose={endFlow}
        onExtract={(url) => void extractFromVideo(url)}
      />
      <WebLinkDialog open={flow === 'link'} onClose={endFlow} />

      {variant === 'centre' && (
        <>
          <input
            ref={exportInput}
            type="file"
            accept=".paprikarecipes,.paprikarecipe,.zip,.json,application/json,application/zip"
            hidden
            data-testid="import-file-input"
            onChange={(event) => {
              setExportFile(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
          <ExportImportSheet file={exportFile} onClose={() => setExportFile(null)} />
        </>
      )}

      <input
        ref={photoInput}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid="scan-page-input"
        onChange={(event) => void photoPicked(event)}
      />

      <ExtractionOverlay importId={importId} />
    </>
  );
}
