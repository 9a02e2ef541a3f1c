import { importRecipeFromHtml } from '@mise/recipe-import';
import request from 'supertest';
import { usePeople } from './people.fixture';

/** The JSON-LD block of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown> {
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!block) throw new Error('no JSON-LD on the page');
  return JSON.parse(block[1]) as Record<string, unknown>;
}

const metaContent = (html: string, attribute: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];

/** GET /share/{id}: a public recipe for anyone with the link, signed in or not (issue 25). */
describe('share page', () => {
  const people = usePeople(['maya']);

  const RECIPE = {
    title: 'Lemon & herb "roast" chicken',
    description: 'A Sunday roast with crisp skin.',
    prep_time_minutes: 15,
    cook_time_minutes: 75,
    servings: 4,
    ingredients: ['*For the chicken*', '1 whole chicken', '2 lemons', '*Herb butter*', '50 g butter'],
    method: ['Heat the oven to 200 °C.', '*Roast*', 'Roast for 75 minutes.', 'Rest for 10 minutes.'],
    notes: 'Save the bones for stock. </script><script>alert(1)</script>',
    source: 'https://example.com/roast-chicken',
    image: 'https://images.example.com/chicken.jpg',
    tags: { 'Meal Type': ['Dinner'], Cuisine: ['British'] },
    privacy: 'public',
  } as const;

  // Absolute links in the page (preview image, canonical address) follow the Host the visitor asked;
  // supertest would name a new port on every request.
  const visit = (path: string) => request(people.http).get(path).set('Host', 'mise.example');

  const create = async (body: Record<string, unknown>) =>
    (await request(people.http).post('/api/recipes').set(people.as('maya')).send(body).expect(201)).body
      .id as number;

  it('shows a public recipe to a visitor with no account, with its preview tags and JSON-LD', async () => {
    const id = await create({ ...RECIPE, title: 'Lemon & <b>herb</b> "roast" chicken' });
    const res = await visit(`/share/${id}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.text;
    // What a person reads, escaped: the markup in the title is text, the notes cannot end the page.
    expect(html).toContain('<h1>Lemon &amp; &lt;b&gt;herb&lt;/b&gt; &quot;roast&quot; chicken</h1>');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('Shared by Maya');
    expect(html).toContain(
      '<a href="https://example.com/roast-chicken" rel="nofollow noopener">example.com</a>',
    );
    expect(html).toContain('Prep <b>15 mins</b>');
    expect(html).toContain('Cook <b>1 hour 15 mins</b>');
    expect(html).toContain('Serves <b>4</b>');
    expect(html).toContain('<h3>For the chicken</h3><ul><li>1 whole chicken</li><li>2 lemons</li></ul>');
    expect(html).toContain('<li>Roast for 75 minutes.</li>');
    expect(html).toContain('Save the bones for stock.');
    expect(html).toContain(`<a class="save" href="/recipe/${id}?save=1">Save to Mise</a>`);
    // No app script: the only script is the JSON-LD data block.
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="application/ld+json">']);
    expect(metaContent(html, 'property', 'og:title')).toBe(
      'Lemon &amp; &lt;b&gt;herb&lt;/b&gt; &quot;roast&quot; chicken',
    );
    expect(metaContent(html, 'property', 'og:description')).toBe(RECIPE.description);
    expect(metaContent(html, 'property', 'og:image')).toBe(RECIPE.image);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:image')).toBe(RECIPE.image);
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'Recipe',
      name: 'Lemon & <b>herb</b> "roast" chicken',
      prepTime: 'PT15M',
      cookTime: 'PT1H15M',
      recipeYield: '4 servings',
      author: { '@type': 'Person', name: 'Maya' },
    });
  });

  it('gives a private, a friends-only, a deleted and a bad id the same plain 404 page', async () => {
    const privateId = await create({ ...RECIPE, title: 'Secret stew', privacy: 'private' });
    const friendsId = await create({ ...RECIPE, title: 'Friends pie', privacy: 'friends_only' });
    const deletedId = await create(RECIPE);
    await request(people.http).delete(`/api/recipes/${deletedId}`).set(people.as('maya')).expect(204);
    const paths = [privateId, friendsId, deletedId, 'abc', '0', '-1', '99999999999', '1.5'].map(
      (id) => `/share/${id}`,
    );
    const pages = await Promise.all(paths.map((path) => visit(path)));
    for (const page of pages) {
      expect(page.status).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    }
    expect(new Set(pages.map((page) => page.text)).size).toBe(1);
    expect(pages[0].text).toContain('Recipe not found');
    expect(pages[0].text).not.toContain('Secret stew');
    // Signed in as the owner changes nothing: the page is for anyone, so it shows only what anyone may see.
    await visit(`/share/${privateId}`).set(people.as('maya')).expect(404);
  });

  it('answers 304 to a browser holding the current page, and the new page as soon as the recipe changes', async () => {
    const id = await create(RECIPE);
    const first = await visit(`/share/${id}`).expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await visit(`/share/${id}`).set('If-None-Match', etag);
    expect([again.status, again.headers.etag]).toEqual([304, etag]);
    expect(again.text).toBe('');

    await request(people.http)
      .patch(`/api/recipes/${id}`)
      .set(people.as('maya'))
      .send({ title: 'Roast chicken with lemon' })
      .expect(200);
    const changed = await visit(`/share/${id}`).set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.text).toContain('<h1>Roast chicken with lemon</h1>');

    // Made private: gone at once, even for a browser holding the old page.
    await request(people.http)
      .patch(`/api/recipes/${id}`)
      .set(people.as('maya'))
      .send({ privacy: 'private' })
      .expect(200);
    await visit(`/share/${id}`).set('If-None-Match', changed.headers.etag).expect(404);
  });

  it('leaves the web app its /share-target route', async () => {
    const res = await visit('/share-target?url=https://example.com');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('Recipe not found');
  });

  it("is read back by the app's own page importer as the same recipe", async () => {
    const id = await create(RECIPE);
    const html = (await visit(`/share/${id}`).expect(200)).text;
    const draft = importRecipeFromHtml(html, `https://mise.example/share/${id}`);
    expect(draft).toMatchObject({
      title: RECIPE.title,
      description: RECIPE.description,
      prep_time_minutes: RECIPE.prep_time_minutes,
      cook_time_minutes: RECIPE.cook_time_minutes,
      servings: RECIPE.servings,
      ingredients: RECIPE.ingredients,
      method: RECIPE.method,
      image: RECIPE.image,
      tags: { 'Meal Type': ['Dinner'], Cuisine: ['British'] },
    });
  });
});
