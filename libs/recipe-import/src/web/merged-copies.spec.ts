import { dropMergedCopies } from './merged-copies';

describe('dropMergedCopies', () => {
  const steps = ['Rinse the rice.', 'Fry the onion in butter.', 'Add the stock and simmer.'];

  it('drops a merged paragraph given before or after its steps one by one', () => {
    expect(dropMergedCopies([steps.join(' '), ...steps])).toEqual(steps);
    expect(dropMergedCopies([...steps, steps.join(' ')])).toEqual(steps);
    expect(dropMergedCopies(['Rinse the rice. Fry the onion in butter.', ...steps])).toEqual(steps);
  });

  it('keeps steps that only look alike, and a step repeated on purpose', () => {
    const method = ['Stir.', 'Stir.', 'Stir. Stir.'];
    expect(dropMergedCopies(['Rinse the rice and fry the onion.', ...steps])).toHaveLength(4);
    expect(dropMergedCopies(['Stir.', 'Rest.'])).toEqual(['Stir.', 'Rest.']);
    expect(dropMergedCopies(method)).toHaveLength(2);
  });
});
