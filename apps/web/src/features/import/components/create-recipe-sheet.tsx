import { Camera, ClipboardPaste, Clapperboard, FileDown, Link2, PenLine } from 'lucide-react';
import {
  PHOTO_IMPORT_FAILED,
  PHOTO_LOGIN_REQUIRED,
  VIDEO_IMPORT_FAILED,
} from '../../../../../../libs/contracts/src/media-import-checks';
import { useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { BottomSheet, SheetOption } from '../../../components/ui/bottom-sheet';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { asApiError } from '../../../lib/api-base-query';
import { useAppSelector } from '../../../lib/app-state';
import { useExtractFromTextMutation } from '../api/extraction-api';
import { useExtractFromPhotoMutation, useExtractFromYouTubeMutation } from '../api/media-import-api';
import { ExportImportSheet } from './export-import-sheet';
import { SocialImportDialog } from './social-import-dialog';
import { WebLinkDialog } from './web-link-dialog';
import { ExtractActions } from './extract-actions';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';

interface CreateRecipeSheetProps {
  open: boolean;
  onClose: () => void;
}

/** The centre + button's 'Create Recipe' sheet, plus the 'Paste recipe text' flow. */
export function CreateRecipeSheet({ open, onClose }: CreateRecipeSheetProps) {
  const navigate = useNavigate();
  const [pasteOpen, setPasteOpen] = useState(false);
  const [socialOpen, setSocialOpen] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [text, setText] = useState('');
  const [pasteError, setPasteError] = useState<string | null>(null);
  const [extract, { isLoading: readingText }] = useExtractFromTextMutation();
  const [extractPhoto, { isLoading: readingPhoto }] = useExtractFromPhotoMutation();
  const [extractVideo, { isLoading: readingVideo }] = useExtractFromYouTubeMutation();
  const isLoading = readingText || readingPhoto || readingVideo;
  const signedIn = useAppSelector((state) => state.auth.status === 'signedIn');
  const photoInput = useRef<HTMLInputElement>(null);
  const exportInput = useRef<HTMLInputElement>(null);
  const [exportFile, setExportFile] = useState<File | null>(null);

  /** Each option closes the sheet first, then does its job. */
  const closeThen = (action: () => void) => () => {
    onClose();
    action();
  };

  const scanPage = () => {
    onClose();
    if (!signedIn) {
      window.alert(PHOTO_LOGIN_REQUIRED);
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
      await openDraft(await extractPhoto(file).unwrap());
    } catch {
      window.alert(PHOTO_IMPORT_FAILED);
    }
  };

  const extractFromVideo = async (youtubeUrl: string) => {
    try {
      await openDraft(await extractVideo(youtubeUrl).unwrap());
    } catch {
      window.alert(VIDEO_IMPORT_FAILED);
    }
  };

  const closePaste = () => {
    setPasteOpen(false);
    setText('');
    setPasteError(null);
  };

  const submitPaste = async () => {
    if (!text.trim()) {
      setPasteError('Please paste some recipe text');
      return;
    }
    try {
      const draft = await extract(text).unwrap();
      closePaste();
      await openDraft(draft);
    } catch (caught) {
      const status = asApiError(caught)?.status;
      setPasteError(
        status === 'NO_TOKEN'
          ? 'Please log in to extract recipes.'
          : 'Failed to process the text. Please try again or create the recipe manually.',
      );
    }
  };

  return (
    <>
      <BottomSheet open={open} title="Create Recipe" onClose={onClose}>
        <SheetOption
          icon={<Camera size={22} />}
          label="Scan cookbook page"
          hint="Take or choose a photo of a recipe"
          onClick={scanPage}
        />
        <SheetOption
          icon={<Link2 size={22} />}
          label="Paste Website link"
          hint="From any recipe site"
          onClick={() => {
            onClose();
            setLinkOpen(true);
          }}
        />
        <SheetOption
          icon={<Clapperboard size={22} />}
          label="Social Media"
          hint="YouTube, Instagram or TikTok"
          onClick={closeThen(() => setSocialOpen(true))}
        />
        <SheetOption
          icon={<ClipboardPaste size={22} />}
          label="Paste recipe text"
          hint="We turn it into a recipe for you"
          onClick={closeThen(() => setPasteOpen(true))}
        />
        <SheetOption
          icon={<FileDown size={22} />}
          label="Import from another app"
          hint="Paprika, Mealie, Tandoor, RecipeSage or schema.org files"
          onClick={closeThen(() => exportInput.current?.click())}
        />
        <SheetOption
          icon={<PenLine size={22} />}
          label="Write from Scratch"
          hint="Start with a blank recipe"
          onClick={closeThen(() => void navigate('/create-recipe'))}
        />
      </BottomSheet>

      <BottomSheet open={pasteOpen} title="Paste recipe text" onClose={closePaste}>
        <form
          className="paste-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submitPaste();
          }}
        >
          <TextField
            multiline
            label="Recipe text"
            className="paste-form__text"
            rows={8}
            value={text}
            placeholder={'Lemon pancakes\n\nIngredients\n200 g flour\n2 eggs\n\nMethod\nWhisk everything…'}
            onValue={setText}
          />
          <FormError message={pasteError} />
          <ExtractActions className="paste-form__actions" busy={isLoading} onCancel={closePaste} />
        </form>
      </BottomSheet>

      <SocialImportDialog
        open={socialOpen}
        onClose={() => setSocialOpen(false)}
        onExtract={(url) => void extractFromVideo(url)}
      />
      <WebLinkDialog open={linkOpen} onClose={() => setLinkOpen(false)} />

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

      <input
        ref={photoInput}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid="scan-page-input"
        onChange={(event) => void photoPicked(event)}
      />

      {isLoading && (
        <LoadingOverlay title="Extracting Recipe Data..." message="Please wait while we process" />
      )}
    </>
  );
}
