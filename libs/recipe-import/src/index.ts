export * from './draft';
export * from './web';
export { cleanText, cleanLines, decodeEntities, normaliseForCompare } from './shared/text';
export { parseDuration, parseIsoDuration, parseHumanDuration } from './shared/duration';
export { yieldText, servingsFromYield } from './shared/yield';
export * from './video';
export * from './social';
export * from './ocr';
