/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mockApi } from '../../test/api-mock';
import { createFakeAuthClient } from '../../test/fake-auth-client';
import { makeProfile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { sharedLink } from './pages/share-target-page';

const draft = (title: string, source: string) => ({
  title,
  description: '',
  prep_time_minutes: 5,
  cook_time_minutes: 10,
  servings: 2,
  ingredients: ['2 eggs'],
  method: ['Whisk.'],
  notes: '',
  source,
  image: '',
  tags: {},
});

const signedIn = () =>
  createFakeAuthClient({ signedInAs: { email: 'ada@example.com', name: 'Ada Lovelace' } });

function api(routes: Record<string, { status: number; body: unknown }>) {
  return mockApi((request) => {
    if (request.path === '/api/users/profile') return { status: 200, body: makeProfile() };
    return routes[request.path];
  });
}

describe('the Web Share Target', () => {
  it('is declared in the manifest: a GET to /share-target with title, text and url', () => {
    const manifest = JSON.parse(
      readFileSync(join(__dirname, '..', '..', '..', 'public', 'manifest.webmanifest'), 'utf8'),
    ) as { share_target: { action: string; method: string; params: Record<string, string> } };
    expect(manifest.share_target).toMatchObject({
      action: '/share-target',
      method: 'GET',
      params: { title: 'title', text: 'text', url: 'url' },
    });
  });

  it('finds the link in url, else in the text or the title, without trailing punctuation', () => {
    const link = (query: string) => sharedLink(new URLSearchParams(query));
    expect(link('url=https://example.org/a&text=https://other.test/b')).toBe('https://example.org/a');
    expect(link(`text=${encodeURIComponent('Look at this: https://example.org/soup.')}`)).toBe(
      'https://example.org/soup',
    );
    expect(link(`title=${encodeURIComponent('(https://example.org/x)')}`)).toBe('https://example.org/x');
    expect(link('text=just words')).toBeNull();
  });

  it('imports a shared page and opens the prefilled form', async () => {
    const mock = api({
      '/api/recipes/extract-from-url': { status: 200, body: draft('Shakshuka', 'example.org') },
    });
    const shared = encodeURIComponent('Shakshuka for two https://example.org/shakshuka');
    const app = renderApp(`/share-target?title=Shakshuka&text=${shared}`, signedIn());
    expect(await screen.findByLabelText('Title')).toHaveValue('Shakshuka');
    expect(app.location().pathname).toBe('/create-recipe');
    expect(mock.requests.find((r) => r.path === '/api/recipes/extract-from-url')?.body).toEqual({
      url: 'https://example.org/shakshuka',
    });
  });

  it('reads a shared YouTube link as a video', async () => {
    api({
      '/api/recipes/extract-from-youtube': { status: 200, body: draft('Lemon Pasta', 'Weeknight Kitchen') },
    });
    renderApp(`/share-target?url=${encodeURIComponent('https://youtu.be/LemonPasta01')}`, signedIn());
    expect(await screen.findByLabelText('Title')).toHaveValue('Lemon Pasta');
  });

  it('reads a shared Instagram or TikTok post through the video call, and says why one cannot be read', async () => {
    const mock = api({
      '/api/recipes/extract-from-youtube': { status: 200, body: draft('Crispy Chilli Oil Noodles', 'Nadia') },
    });
    // Instagram's share sheet sends the link with its tracking query in `text`.
    const shared = encodeURIComponent('https://www.instagram.com/reel/C4bX9nLtQ2w/?igsh=MTc4MmM1YmI2Ng==');
    const app = renderApp(`/share-target?text=${shared}`, signedIn());
    expect(await screen.findByLabelText('Title')).toHaveValue('Crispy Chilli Oil Noodles');
    expect(mock.requests.find((r) => r.path === '/api/recipes/extract-from-youtube')?.body).toEqual({
      youtubeUrl: 'https://www.instagram.com/reel/C4bX9nLtQ2w/',
    });
    app.unmount();

    const why =
      'This TikTok video is private, so its recipe cannot be read. Only public posts can be imported.';
    api({ '/api/recipes/extract-from-youtube': { status: 422, body: { error: why } } });
    const url = encodeURIComponent('https://www.tiktok.com/@quiet.kitchen/video/7300000000000000001');
    renderApp(`/share-target?url=${url}`, signedIn());
    expect(await screen.findByText(why)).toBeInTheDocument();
  });

  it('says what link is wanted when a shared Instagram link is not one post', async () => {
    const mock = api({});
    renderApp(
      `/share-target?url=${encodeURIComponent('https://www.instagram.com/nadia.cooks/')}`,
      signedIn(),
    );
    expect(await screen.findByText('Please enter a link to one Instagram post or reel')).toBeInTheDocument();
    expect(mock.requests.some((r) => r.path.startsWith('/api/recipes/extract'))).toBe(false);
  });

  it('reads a recipe shared as text, with no link, as pasted text', async () => {
    const mock = api({ '/api/extraction/text': { status: 200, body: draft('Flapjacks', '') } });
    const text = 'Flapjacks\n250 g oats\n125 g butter\nBake for 20 minutes.';
    renderApp(`/share-target?title=Flapjacks&text=${encodeURIComponent(text)}`, signedIn());
    expect(await screen.findByLabelText('Title')).toHaveValue('Flapjacks');
    expect(mock.requests.find((r) => r.path === '/api/extraction/text')?.body).toEqual({ text });
  });

  it('says so when the shared item holds neither a link nor a recipe', async () => {
    api({});
    renderApp('/share-target?text=hello', signedIn());
    expect(
      await screen.findByText('The shared item holds no web link or recipe text to import.'),
    ).toBeInTheDocument();
  });

  it('says why when nothing can be imported, and offers the way on', async () => {
    api({
      '/api/recipes/extract-from-url': {
        status: 422,
        body: {
          error: 'No recipe was found on that page. Please try another link or create the recipe manually.',
        },
      },
    });
    const app = renderApp(`/share-target?url=${encodeURIComponent('https://example.org/about')}`, signedIn());
    expect(await screen.findByText(/No recipe was found on that page\./)).toBeInTheDocument();
    expect(screen.queryByText('Extracting Recipe Data...')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write from scratch' })).toHaveAttribute(
      'href',
      '/create-recipe',
    );
    expect(app.location().pathname).toBe('/share-target');
  });

  it('signed out, goes to /login keeping the shared link to come back to', async () => {
    api({});
    const app = renderApp(
      `/share-target?url=${encodeURIComponent('https://example.org/soup')}`,
      createFakeAuthClient(),
    );
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    const from = (app.location().state as { from: { pathname: string; search: string } }).from;
    expect(`${from.pathname}${from.search}`).toBe(
      `/share-target?url=${encodeURIComponent('https://example.org/soup')}`,
    );
  });
});
