import type { PantryImage } from '@mise/contracts';
import { ChevronLeft, ChevronRight, ImagePlus, Trash2, X } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { createPortal } from 'react-dom';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { IconButton } from './icon-button';
import { useTranslation } from '../../../lib/i18n';

/** Spec section 9: a swipe of 40 px turns the page; pantry photos never advance on their own. */
export const SWIPE_THRESHOLD_PX = 40;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

interface PantryCarouselProps {
  open: boolean;
  title: string;
  images: PantryImage[];
  onAdd(dataUrl: string, name: string): Promise<void>;
  onRemove(id: number): Promise<void>;
  onClose(): void;
}

export function PantryCarousel({ open, title, images, onAdd, onRemove, onClose }: PantryCarouselProps) {
  const [index, setIndex] = useState(0);
  const [viewer, setViewer] = useState(false);
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const startX = useRef<number | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const at = Math.min(index, Math.max(images.length - 1, 0));
  const current = images[at];
  const go = (step: number) => setIndex((at + step + images.length) % Math.max(images.length, 1));

  const swipe = {
    onTouchStart: (event: React.TouchEvent) => (startX.current = event.touches[0]?.clientX ?? null),
    onTouchEnd: (event: React.TouchEvent) => {
      const endX = event.changedTouches[0]?.clientX;
      if (startX.current === null || endX === undefined) return;
      const dx = endX - startX.current;
      startX.current = null;
      if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) go(dx < 0 ? 1 : -1);
    },
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    setBusy(true);
    try {
      await onAdd(await readAsDataUrl(picked), picked.name);
      setIndex(images.length);
    } catch {
      window.alert(t('pantry.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <BottomSheet open={open} title={title} onClose={onClose}>
      {current ? (
        <div className="carousel" {...swipe}>
          <button
            type="button"
            className="carousel__image"
            aria-label={t('pantry.fullScreen')}
            onClick={() => setViewer(true)}
          >
            <img
              src={current.image_url}
              alt={t('pantry.photoOf', { number: at + 1, total: images.length })}
            />
          </button>
          <div className="carousel__controls">
            <IconButton label={t('pantry.previousPhoto')} onClick={() => go(-1)}>
              <ChevronLeft size={22} />
            </IconButton>
            <span>
              {at + 1} / {images.length}
            </span>
            <IconButton label={t('pantry.nextPhoto')} onClick={() => go(1)}>
              <ChevronRight size={22} />
            </IconButton>
            <IconButton label={t('pantry.deletePhoto')} onClick={() => void onRemove(current.id)}>
              <Trash2 size={20} />
            </IconButton>
          </div>
        </div>
      ) : (
        <p className="sheet-note">{t('pantry.noPhotos')}</p>
      )}
      <input
        ref={file}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => void upload(event)}
        aria-label={t('pantry.photoFile')}
      />
      <button
        type="button"
        className="btn btn--ghost btn--block"
        disabled={busy}
        onClick={() => file.current?.click()}
      >
        <ImagePlus size={18} /> {busy ? t('pantry.uploading') : t('pantry.addPhoto')}
      </button>
      {viewer &&
        current &&
        createPortal(
          <div
            className="photo-viewer"
            role="dialog"
            aria-label={t('pantry.photo')}
            onClick={() => setViewer(false)}
            {...swipe}
          >
            <img
              src={current.image_url}
              alt={t('pantry.photoOf', { number: at + 1, total: images.length })}
            />
            <button
              type="button"
              className="icon-button photo-viewer__close"
              aria-label={t('pantry.closePhoto')}
            >
              <X size={26} />
            </button>
          </div>,
          document.body,
        )}
    </BottomSheet>
  );
}
