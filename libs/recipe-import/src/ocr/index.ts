/**
 * Page text readers: raw OCR text of a cookbook page (`readPageText`) or text a person pasted
 * (`readPastedText`) in, a recipe draft or null out. No OCR engine here: text only.
 */
export { readPageText, readPastedText, separateColumns } from './page-text-reader';
export {
  dropPageNoise,
  isGuessedAmount,
  joinHyphenatedBreaks,
  repairInlineAmounts,
  repairLeadingAmount,
  repairUnitMisreads,
} from './ocr-repair';
