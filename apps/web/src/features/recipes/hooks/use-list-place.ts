import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Where a list was left: the card at the top of the screen (its link) and how far down it began. */
interface Place {
  href: string;
  top: number;
}

/** The place of each list (by its key) for this visit of the app. */
const places = new Map<string, Place>();

/** The card whose box reaches the top edge of the screen (or the first below it), and its link. */
function topCard(list: HTMLElement): Place | null {
  // The blocks (a page of cards each) first, then the cards of the one at the top: off-screen blocks
  // are skipped by layout (content-visibility), and measuring their cards would lay them out.
  const blocks = [...list.children] as HTMLElement[];
  const block = blocks.find((candidate) => candidate.getBoundingClientRect().bottom > 0);
  if (!block) return null;
  for (const card of block.children) {
    const rect = card.getBoundingClientRect();
    const href = card.querySelector('a')?.getAttribute('href');
    if (rect.bottom > 0 && href) return { href, top: rect.top };
  }
  return null;
}

/** Scrolls the window so the card of `place` is as far down the screen as it was; false if absent. */
function restore(list: HTMLElement, place: Place): boolean {
  const link = [...list.querySelectorAll('a')].find((a) => a.getAttribute('href') === place.href);
  const card = link?.closest('[role="listitem"]');
  if (!card) return false;
  window.scrollBy(0, card.getBoundingClientRect().top - place.top);
  return true;
}

/**
 * Keeps the place in the list `key` while it is on screen (the card at the top of the screen, as
 * the person scrolls), and, when the list comes back drawn from what was held (`returned`), scrolls
 * back to that place once its cards are there (`ready`): coming back from a recipe finds the same
 * cards in view. Scrolling done by a navigation away is not taken for the person's.
 */
export function useListPlace(
  listRef: RefObject<HTMLElement | null>,
  key: string,
  ready: boolean,
  returned: boolean,
) {
  useEffect(() => {
    if (!ready) return undefined;
    const path = window.location.pathname;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        // Once another page's address is shown, the scrolling is the navigation's.
        if (window.location.pathname !== path || !listRef.current) return;
        const place = topCard(listRef.current);
        if (place) places.set(key, place);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [listRef, key, ready]);

  // Once, when the held list is first drawn: later answers keep the place by themselves.
  const restored = useRef(false);
  useLayoutEffect(() => {
    const place = places.get(key);
    if (restored.current || !returned || !ready || !place || !listRef.current) return undefined;
    restored.current = true;
    restore(listRef.current, place);
    // The router scrolls a newly entered page to the top after this; the place is set again after it.
    const frame = requestAnimationFrame(() => {
      if (listRef.current) restore(listRef.current, place);
    });
    return () => cancelAnimationFrame(frame);
  }, [listRef, key, ready, returned]);
}
