import { Camera, ClipboardPaste, Clapperboard, Link2, PenLine } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BottomSheet, SheetOption } from '../../../components/ui/bottom-sheet';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { useToast } from '../../../components/ui/toast';
import { asApiError } from '../../../lib/api-base-query';
import { useExtractFromTextMutation } from '../api/extraction-api';
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
  const toast = useToast();
  const [pasteOpen, setPasteOpen] = useState(false);
  const [socialOpen, setSocialOpen] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [text, setText] = useState('');
  const [pasteError, setPasteError] = useState<string | null>(null);
  const [extract, { isLoading }] = useExtractFromTextMutation();

  const comingSoon = (what: string) => {
    onClose();
    toast(`${what} is coming soon.`);
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
      await navigate('/create-recipe', { state: { extractedRecipeData: draft } });
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
          onClick={() => comingSoon('Scanning a cookbook page')}
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
          onClick={() => {
            onClose();
            setSocialOpen(true);
          }}
        />
        <SheetOption
          icon={<ClipboardPaste size={22} />}
          label="Paste recipe text"
          hint="We turn it into a recipe for you"
          onClick={() => {
            onClose();
            setPasteOpen(true);
          }}
        />
        <SheetOption
          icon={<PenLine size={22} />}
          label="Write from Scratch"
          hint="Start with a blank recipe"
          onClick={() => {
            onClose();
            void navigate('/create-recipe');
          }}
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

      <SocialImportDialog open={socialOpen} onClose={() => setSocialOpen(false)} />
      <WebLinkDialog open={linkOpen} onClose={() => setLinkOpen(false)} />

      {isLoading && (
        <LoadingOverlay title="Extracting Recipe Data..." message="Please wait while we process" />
      )}
    </>
  );
}
