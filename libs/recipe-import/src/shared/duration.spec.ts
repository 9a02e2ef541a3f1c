import { parseDuration, parseHumanDuration, parseIsoDuration } from './duration';

describe('parseIsoDuration', () => {
  it.each([
    ['PT1H30M', 90],
    ['P0DT45M', 45],
    ['PT90M', 90],
    ['P1D', 1440],
    ['PT0.5H', 30],
    ['P0Y0M0DT0H20M0.000S', 20],
    ['pt15m', 15],
  ])('%s is %i minutes', (text, minutes) => {
    expect(parseIsoDuration(text)).toBe(minutes);
  });

  it('rejects what is not a duration', () => {
    expect(parseIsoDuration('P')).toBeNull();
    expect(parseIsoDuration('PT')).toBeNull();
    expect(parseIsoDuration('1 hour')).toBeNull();
  });
});

describe('parseHumanDuration', () => {
  it.each([
    ['1 hour 30 mins', 90],
    ['45 Min.', 45],
    ['1 Std. 15 Min.', 75],
    ['2 heures', 120],
    ['1h20', 80],
    ['1½ hours', 90],
    ['8 hours on low or 4 hours on high', 480],
  ])('%s is %i minutes', (text, minutes) => {
    expect(parseHumanDuration(text)).toBe(minutes);
  });

  it('gives null without a unit', () => {
    expect(parseHumanDuration('soon')).toBeNull();
  });
});

describe('parseDuration', () => {
  it('accepts numbers, numeric strings, ISO and text', () => {
    expect(parseDuration(25)).toBe(25);
    expect(parseDuration('25')).toBe(25);
    expect(parseDuration('PT25M')).toBe(25);
    expect(parseDuration('25 minutes')).toBe(25);
    expect(parseDuration(['PT5M'])).toBe(5);
    expect(parseDuration(null)).toBeNull();
    expect(parseDuration(-3)).toBeNull();
  });
});
