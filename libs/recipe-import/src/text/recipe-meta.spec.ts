import { durationMinutes, isMetaOnlyLine, readMetaLine } from './recipe-meta';

describe('durationMinutes', () => {
  it.each([
    ['15 mins', 15],
    ['1 hr 10 min', 70],
    ['1h10', 70],
    ['1 hour and 5 minutes', 65],
    ['1 1/2 hours', 90],
    ['1½ hours', 90],
    ['90 minutes', 90],
    ['45-50 mins', 45],
    ['2 Std', 120],
    ['nothing here', 0],
  ])('%p is %p minutes', (text, minutes) => {
    expect(durationMinutes(text)).toBe(minutes);
  });
});

describe('readMetaLine', () => {
  it('reads servings, prep and cook from one line', () => {
    const { meta } = readMetaLine('Serves 4 | Prep time: 15 mins | Cook: 1 hr 10 min');
    expect(meta).toEqual({ servings: 4, yields: '4 servings', prepMinutes: 15, cookMinutes: 70 });
  });

  it('reads "Makes 12 cookies" as 12 with the yield as written', () => {
    expect(readMetaLine('Makes 12 cookies').meta).toEqual({ servings: 12, yields: '12 cookies' });
  });

  it('reads servings in other languages and in words', () => {
    expect(readMetaLine('Zutaten für 4 Personen').meta.servings).toBe(4);
    expect(readMetaLine('Pour 6 personnes').meta.servings).toBe(6);
    expect(readMetaLine('Serves four').meta.servings).toBe(4);
    expect(readMetaLine('Ready in 45 minutes').meta.totalMinutes).toBe(45);
  });
});

describe('isMetaOnlyLine', () => {
  it('recognises a line of metadata and leaves steps alone', () => {
    expect(isMetaOnlyLine('Serves 6    Prep 30 min    Cook 1 hr 10 min')).not.toBeNull();
    expect(isMetaOnlyLine('Prep Time 5 minutes')).not.toBeNull();
    expect(isMetaOnlyLine('Bake for 10 minutes until golden')).toBeNull();
    expect(isMetaOnlyLine('Simmer the sauce for 20 minutes, stirring.')).toBeNull();
  });
});
