// Serves every page kind: the lines the reader works on (blocks, entries, sections) and what a sentence is.
import type { AnyNode, Element } from '../html-dom';

type BlockKind = 'heading' | 'item' | 'para';

export interface Block {
  kind: BlockKind;
  text: string;
  el?: Element;
  /** 1-6 for h1-h6, 7 for a short bold or labelled line acting as a heading. */
  level: number;
  /** A heading whose only text is a button's: one tab of a tabbed card. */
  tab?: boolean;
}

/** A line a section read, with the block it came from. */
export interface Entry {
  text: string;
  heading: boolean;
  item: boolean;
  index: number;
}

export interface Section {
  lines: string[];
  items: number;
  /** Index of the last block the section read. */
  end: number;
}

/** A line that reads like an instruction: a sentence, or a long clause. */
export const isSentence = (text: string): boolean =>
  text.length >= 15 && text.length <= 1500 && (/[.!?)…]$/.test(text) || text.length >= 60);

/** The box a step sits in: a list item's list's parent, a paragraph's parent. */
export const stepBox = (b: Block): AnyNode | null | undefined =>
  b.kind === 'item' ? b.el?.parent?.parent : b.el?.parent;

/** A step's number drawn on a line of its own ('1', '2.', '3)'). */
export const BARE_NUMBER = /^(\d{1,2})[.)]?$/;

/** 'Step 2', 'Schritt 2: Brown the meat': a step's own title. */
export const STEP_TITLE = /^(step|schritt|étape|paso|passo|stap|krok|lépés)\s*\d+/i;

export const BARE_STEP_TITLE = /^(step|schritt|étape|paso|passo|stap|krok|lépés)\s*\d+[.:]?$/i;

/** 'Step 2' alone, or a short 'Rice: Basmati' fact: a label above the steps, not one of them. */
export const isLabelLine = (text: string): boolean =>
  BARE_STEP_TITLE.test(text) || (/^[^:]{2,30}:\s+\S/.test(text) && !isSentence(text));
