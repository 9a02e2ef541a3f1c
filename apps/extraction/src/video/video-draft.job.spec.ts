import { AppError } from '@mise/contracts';
import { RECORDED_VIDEOS, recordedYouTubeFetch } from './fixtures/recorded-youtube';
import { NO_RECIPE_IN_VIDEO, readYouTubeRecipe } from './video-draft.job';
import { parseCaptions } from './youtube-source';

describe('a YouTube video to a draft (recorded answers, no network)', () => {
  it('takes the recipe written in the description, with the channel as the source', async () => {
    const draft = await readYouTubeRecipe(RECORDED_VIDEOS.lemonPasta.id, recordedYouTubeFetch());
    expect(draft.title).toMatch(/Lemon Ricotta Pasta/);
    expect(draft.source).toBe('Weeknight Kitchen');
    expect(draft.reader).toBe('youtube');
    expect(draft.ingredients).toEqual([
      '200g spaghetti',
      '125g ricotta',
      '1 lemon, zested and juiced',
      '30g parmesan, grated',
      'Black pepper',
    ]);
    expect(draft.method).toHaveLength(4);
    expect(draft.method[0]).toBe('Cook the spaghetti in salted water until al dente.');
    expect(draft).toMatchObject({ servings: 2, prep_time_minutes: 5, cook_time_minutes: 10 });
    expect(draft.image).toBe(`https://i.ytimg.com/vi/${RECORDED_VIDEOS.lemonPasta.id}/hqdefault.jpg`);
  });

  it('without a written recipe, takes the steps from the chapters and the amounts from the captions', async () => {
    const draft = await readYouTubeRecipe(RECORDED_VIDEOS.flatbreads.id, recordedYouTubeFetch());
    expect(draft.method).toEqual([
      'Mix the yoghurt and flour',
      'Knead the dough',
      'Roll out the flatbreads',
      'Cook in a hot dry pan',
    ]);
    expect(draft.ingredients.join(' | ')).toMatch(/250 g.*self raising flour/i);
    expect(draft.source).toBe('Bread Basics');
  });

  it('with neither, reads the transcript', async () => {
    const draft = await readYouTubeRecipe(RECORDED_VIDEOS.omelette.id, recordedYouTubeFetch());
    expect(draft.ingredients.length).toBeGreaterThanOrEqual(2);
    expect(draft.ingredients.join(' | ')).toMatch(/3 eggs|three eggs/i);
    expect(draft.method.join(' ')).toMatch(/melt the butter/i);
  });

  it('says so when a video holds no recipe, and when it cannot be had', async () => {
    await expect(readYouTubeRecipe(RECORDED_VIDEOS.vlog.id, recordedYouTubeFetch())).rejects.toThrow(
      NO_RECIPE_IN_VIDEO,
    );
    const gone = readYouTubeRecipe(RECORDED_VIDEOS.unavailable.id, recordedYouTubeFetch());
    await expect(gone).rejects.toBeInstanceOf(AppError);
    await expect(gone).rejects.toMatchObject({ kind: 'Unavailable' });
  });

  it('only ever asks YouTube itself', async () => {
    const fetchImpl = recordedYouTubeFetch();
    await readYouTubeRecipe(RECORDED_VIDEOS.flatbreads.id, fetchImpl);
    expect(fetchImpl.urls.length).toBeGreaterThan(0);
    for (const url of fetchImpl.urls) expect(new URL(url).hostname).toBe('www.youtube.com');
  });

  it('reads json3 and XML captions', () => {
    expect(
      parseCaptions('{"events":[{"tStartMs":1500,"segs":[{"utf8":"add"},{"utf8":" salt"}]},{}]}'),
    ).toEqual([{ text: 'add salt', startSeconds: 1.5 }]);
    expect(
      parseCaptions('<transcript><text start="2.5" dur="1">stir &amp; serve</text></transcript>'),
    ).toEqual([{ text: 'stir & serve', startSeconds: 2.5 }]);
  });
});
