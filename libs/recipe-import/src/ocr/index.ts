export { readPageText, readPastedText } from './page-text-reader';
export { joinHyphenatedBreaks, repairInlineAmounts, repairLeadingAmount } from './ocr-repair';
