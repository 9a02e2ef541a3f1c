// The recipe the share-page benches (bench/share.ts, bench/lighthouse.ts) share as a public recipe.
/** A recipe of ordinary length: the page weighs what a shared recipe usually does. */
export const SHARED_RECIPE = {
  title: 'Roast chicken with lemon and thyme',
  description: 'A Sunday roast with crisp skin, a bright pan sauce and potatoes cooked under the bird.',
  prep_time_minutes: 20,
  cook_time_minutes: 80,
  servings: 4,
  ingredients: [
    '*For the chicken*',
    '1 whole chicken, about 1.6 kg',
    '2 lemons',
    '6 sprigs thyme',
    '4 cloves garlic',
    '30 g soft butter',
    '*For the potatoes*',
    '1 kg waxy potatoes, halved',
    '2 tbsp olive oil',
    '1 tsp flaky salt',
  ],
  method: [
    'Heat the oven to 220 °C. Take the chicken out of the fridge 30 minutes before roasting.',
    'Mash the butter with the zest of one lemon, the thyme leaves and a pinch of salt.',
    'Loosen the skin over the breast and push the butter under it. Put the halved lemons inside.',
    'Toss the potatoes in the oil and salt and lay them in the tin around the chicken.',
    'Roast for 20 minutes, then turn the oven down to 190 °C and roast for 60 minutes more.',
    'Rest the chicken for 15 minutes while the potatoes crisp in the oven.',
  ],
  notes: 'The juices run clear when the thickest part of the thigh is pierced. Save the bones for stock.',
  source: 'https://example.com/roast-chicken',
  image: 'https://images.example.com/roast-chicken.jpg',
  tags: { 'Meal Type': ['Dinner'], Cuisine: ['British'] },
  privacy: 'public',
} as const;
