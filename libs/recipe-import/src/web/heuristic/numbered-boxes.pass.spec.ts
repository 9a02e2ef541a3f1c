import { readHeuristicRecipe } from '../heuristic.reader';
import { readWithout } from './test-page';

describe('numbered-boxes pass', () => {
  const step = (n: number, text: string[], caption: string): string =>
    `<div class="step"><div class="step-text"><div class="num">${n}</div><div class="body">${text
      .map((t) => `<p>${t}</p>`)
      .join('')}</div></div><figure><img src="/s${n}.jpg"><figcaption><p>${caption}</p><p>|</p>
      <p>Studio</p></figcaption></figure></div>`;
  const html = `<html><body><h1>Cheese risotto</h1><h2>Ingredients</h2><ul><li>300 g rice</li>
    <li>100 g cheese</li></ul><h2>Step by step</h2>
    ${step(1, ['Chop the onion and the peppers.', 'Dice the cheese as well.'], 'Chop the vegetables')}
    ${step(2, ['Fry the vegetables in oil, then add the rice and the stock.'], 'Add everything to the pan and let it reduce')}
    ${step(3, ['Stir in the cheese and serve at once.'], 'Serve it hot')}
    <h2>Tips</h2><p>Use a ewe's milk cheese.</p></body></html>`;
  const method = [
    'Chop the onion and the peppers. Dice the cheese as well.',
    'Fry the vegetables in oil, then add the rice and the stock.',
    'Stir in the cheese and serve at once.',
  ];

  it('reads each numbered box as one step, without the photo captions between them', () => {
    expect(readHeuristicRecipe(html)?.method).toEqual(method);
    expect(readWithout('numbered-boxes', html)?.method).not.toEqual(method);
  });
});
