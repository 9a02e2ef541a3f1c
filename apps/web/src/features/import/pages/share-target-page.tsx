// The zod-free file itself: the package index would bring zod into the bundle.
import { checkSocialVideoUrl } from '../../../../../../libs/contracts/src/media-import-checks';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../../components/ui/form-error';
import { useExtractFromTextMutation } from '../api/extraction-api';
import { useExtractFromUrlMutation } from '../api/from-url-api';
import { useExtractFromYouTubeMutation } from '../api/media-import-api';
import { ExtractionOverlay, useTrackedImport } from '../components/extraction-overlay';
import { webLinkError } from '../components/web-link-dialog';
import './share-target-page.css';
import { i18n, useTranslation } from '../../../lib/i18n';

/** The first web address in a shared item: its url, else its text, else its title (apps differ). */
export function sharedLink(params: URLSearchParams): string | null {
  for (const field of ['url', 'text', 'title']) {
    const found = /\bhttps?:\/\/[^\s<>"']+/i.exec(params.get(field) ?? '');
    // A link at the end of a sentence keeps none of the sentence's punctuation.
    if (found) return found[0].replace(/[.,;:!?)\]}'"]+$/, '');
  }
  return null;
}

/** Shared text with no link that looks like a recipe written out (a few lines): read as pasted text. */
export function sharedRecipeText(params: URLSearchParams): string | null {
  const text = (params.get('text') ?? '').trim();
  return text.split(/\n/).filter((line) => line.trim()).length >= 3 ? text : null;
}

/**
 * /share-target: the installed app's Web Share Target (manifest `share_target`). Sharing a page from
 * the phone's browser opens this with its url/text/title; a YouTube, Instagram or TikTok link is read as a video, any
 * other page as a web page, a recipe shared as text (no link) as pasted text, under the 'Extracting Recipe Data...' overlay; the form then opens with
 * the draft. Signed out, the route guard sends the visitor to /login and back here after.
 */
export default function ShareTargetPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [extractPage] = useExtractFromUrlMutation();
  const [extractVideo] = useExtractFromYouTubeMutation();
  const [extractText] = useExtractFromTextMutation();
  const { importId, track } = useTrackedImport();
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation();
  const started = useRef(false);
  const link = sharedLink(params);
  const recipeText = link ? null : sharedRecipeText(params);

  useEffect(() => {
    // Once per shared item, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    if (!link && !recipeText) {
      setError(i18n.t('import.share.noLink'));
      return;
    }
    const video = link ? checkSocialVideoUrl(link, true) : null;
    // An Instagram or TikTok link that is not one post (a profile, the feed) has nothing to read.
    if (video && !video.ok && (video.reason === 'badInstagram' || video.reason === 'badTikTok')) {
      setError(video.error);
      return;
    }
    void (async () => {
      try {
        const draft = await track((id) => {
          if (video?.ok) return extractVideo({ input: video.url, importId: id }).unwrap();
          if (link) return extractPage({ input: link, importId: id }).unwrap();
          return extractText({ input: recipeText ?? '', importId: id }).unwrap();
        });
        await navigate('/create-recipe', { replace: true, state: { extractedRecipeData: draft } });
      } catch (caught) {
        setError(webLinkError(caught));
      }
    })();
  }, [link, recipeText, track, extractPage, extractVideo, extractText, navigate]);

  return (
    <main className="share-target">
      <h1 className="share-target__title">{t('import.share.title')}</h1>
      {link && <p className="share-target__link">{link}</p>}
      <FormError message={error} />
      {error && (
        <div className="share-target__actions">
          <Link to="/create-recipe" className="btn btn--primary">
            {t('import.writeFromScratch')}
          </Link>
          <Link to="/recipes" className="btn btn--ghost">
            {t('detail.backToRecipes')}
          </Link>
        </div>
      )}
      <ExtractionOverlay importId={importId} />
    </main>
  );
}
