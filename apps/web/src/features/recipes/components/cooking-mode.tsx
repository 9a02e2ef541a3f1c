import { X } from 'lucide-react';
import { useEffect, useRef, useState, type TouchEvent } from 'react';
import { createPortal } from 'react-dom';
import './cooking-mode.css';
import { useTranslation } from '../../../lib/i18n';

const SWIPE_THRESHOLD_PX = 50;

interface WakeLockHandle {
  release(): Promise<void>;
}
type WakeLockNavigator = Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockHandle> } };

/** Keeps the screen awake while mounted where the browser allows it; asks again when the tab returns. */
function useWakeLock() {
  useEffect(() => {
    const nav = navigator as WakeLockNavigator;
    if (!nav.wakeLock) return;
    let handle: WakeLockHandle | null = null;
    let active = true;
    const request = () => {
      nav.wakeLock
        ?.request('screen')
        .then((lock) => {
          if (active) handle = lock;
          else void lock.release();
        })
        .catch(() => undefined);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') request();
    };
    request();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisible);
      void handle?.release().catch(() => undefined);
    };
  }, []);
}

interface CookingModeProps {
  title: string;
  steps: string[];
  onClose: () => void;
}

/** Full-screen, one step at a time; swipe or use the buttons; starts at step 1 every time. */
export function CookingMode({ title, steps, onClose }: CookingModeProps) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const last = steps.length - 1;
  const { t } = useTranslation();
  useWakeLock();

  const go = (delta: number) => setIndex((current) => Math.min(last, Math.max(0, current + delta)));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'ArrowRight') setIndex((current) => Math.min(last, current + 1));
      if (event.key === 'ArrowLeft') setIndex((current) => Math.max(0, current - 1));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [last, onClose]);

  const onTouchEnd = (event: TouchEvent) => {
    if (touchStart.current === null) return;
    const dx = event.changedTouches[0].clientX - touchStart.current;
    touchStart.current = null;
    if (dx <= -SWIPE_THRESHOLD_PX) go(1);
    else if (dx >= SWIPE_THRESHOLD_PX) go(-1);
  };

  return createPortal(
    <div
      className="cooking"
      role="dialog"
      aria-modal="true"
      aria-label={t('cooking.label')}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0].clientX;
      }}
      onTouchEnd={onTouchEnd}
    >
      <header className="cooking__header">
        <p className="cooking__title">{title}</p>
        <button
          type="button"
          className="icon-button cooking__close"
          aria-label={t('cooking.exit')}
          onClick={onClose}
        >
          <X size={24} />
        </button>
      </header>
      <div className="cooking__progress" aria-hidden="true">
        <span style={{ width: `${((index + 1) / steps.length) * 100}%` }} />
      </div>
      <p className="cooking__counter">{t('cooking.stepOf', { step: index + 1, total: steps.length })}</p>
      <p className="cooking__step" aria-live="polite">
        {steps[index]}
      </p>
      <div className="cooking__nav">
        <button type="button" className="btn btn--ghost" disabled={index === 0} onClick={() => go(-1)}>
          {t('cooking.previous')}
        </button>
        {index < last ? (
          <button type="button" className="btn btn--primary" onClick={() => go(1)}>
            {t('cooking.next')}
          </button>
        ) : (
          <button type="button" className="btn btn--primary" onClick={onClose}>
            {t('cooking.done')}
          </button>
        )}
      </div>
    </div>,
    document.body,
  );
}
