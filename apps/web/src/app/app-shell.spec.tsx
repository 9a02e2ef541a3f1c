/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../test/api-mock';
import { createFakeAuthClient } from '../test/fake-auth-client';
import { makeProfile, makeRecipe } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { activeTab } from './bottom-nav';

const signedIn = () =>
  createFakeAuthClient({ signedInAs: { email: 'ada@example.com', name: 'Ada Lovelace' } });

describe('activeTab', () => {
  it.each([
    ['/feed', 'home'],
    ['/', 'recipes'],
    ['/recipes', 'recipes'],
    ['/shopping', 'shopping'],
    ['/profile', 'profile'],
    ['/profile/12', 'profile'],
    ['/friends', 'profile'],
    ['/friends/user/3', 'profile'],
    ['/household', 'profile'],
    ['/recipe/4', null],
    ['/create-recipe', null],
  ])('%s -> %s', (path, tab) => {
    expect(activeTab(path)).toBe(tab);
  });
});

describe('app shell', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('shows the bottom navigation with the right tab marked current', async () => {
    mockApi((request) => (request.path === '/api/recipes' ? { status: 200, body: [] } : undefined));
    const app = renderApp('/recipes', signedIn());
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Recipes' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

    await app.user.click(within(nav).getByRole('link', { name: 'Shopping' }));
    expect(await screen.findByRole('button', { name: /Category View/ })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Shopping' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the Create Recipe sheet from + and Write from Scratch goes to the form', async () => {
    mockApi((request) => (request.path === '/api/recipes' ? { status: 200, body: [] } : undefined));
    const app = renderApp('/recipes', signedIn());
    await app.user.click(await screen.findByRole('button', { name: 'Create recipe' }));
    const sheet = screen.getByRole('dialog', { name: 'Create Recipe' });
    for (const option of ['Scan cookbook page', 'Paste Website link', 'Social Media', 'Write from Scratch']) {
      const button = within(sheet).getByRole('button', { name: new RegExp(option) });
      // An icon from the icon set, not an emoji that shows as an empty box without an emoji font.
      expect(button.querySelector('svg')).not.toBeNull();
      expect(button.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    }
    await app.user.click(within(sheet).getByRole('button', { name: /Write from Scratch/ }));
    expect(await screen.findByRole('heading', { name: 'New Recipe' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/create-recipe');
  });

  it('turns pasted text into a prefilled form through the extraction endpoint', async () => {
    const api = mockApi((request) => {
      if (request.path === '/api/recipes') return { status: 200, body: [] };
      if (request.path === '/api/users/profile') return { status: 200, body: makeProfile() };
      if (request.path === '/api/extraction/text') {
        return {
          status: 200,
          body: {
            title: 'Pasted Pie',
            description: '',
            prep_time_minutes: 0,
            cook_time_minutes: 0,
            servings: 6,
            ingredients: ['1 crust'],
            method: ['Bake.'],
            notes: '',
            source: '',
            image: '',
            tags: {},
          },
        };
      }
      return undefined;
    });
    const app = renderApp('/recipes', signedIn());
    await app.user.click(await screen.findByRole('button', { name: 'Create recipe' }));
    await app.user.click(screen.getByRole('button', { name: /Paste recipe text/ }));
    const sheet = screen.getByRole('dialog', { name: 'Paste recipe text' });
    await app.user.click(within(sheet).getByRole('button', { name: 'Extract Recipe' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Please paste some recipe text');

    await app.user.type(within(sheet).getByLabelText('Recipe text'), 'Pasted Pie. 1 crust. Bake.');
    await app.user.click(within(sheet).getByRole('button', { name: 'Extract Recipe' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('Pasted Pie');
    expect(screen.getByLabelText('Servings')).toHaveValue(6);
    expect(api.requests.find((r) => r.path === '/api/extraction/text')?.body).toEqual({
      text: 'Pasted Pie. 1 crust. Bake.',
    });
  });

  it('never shows the navigation on the public pages', async () => {
    mockApi(() => undefined);
    for (const path of ['/login', '/privacy-policy', '/terms-of-service', '/data-deletion']) {
      const app = renderApp(path, createFakeAuthClient());
      await waitFor(() =>
        expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument(),
      );
      expect(await screen.findAllByRole('heading')).not.toHaveLength(0);
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      app.unmount();
    }
  });

  it('shows the data deletion facts: 7 business days and UK law', async () => {
    mockApi(() => undefined);
    renderApp('/data-deletion', createFakeAuthClient());
    expect(await screen.findByText(/within 7 business days of your request/)).toBeInTheDocument();
    expect(screen.getByText(/Effective date: 5 June 2025/)).toBeInTheDocument();
    expect(screen.getByText(/laws of the United Kingdom/)).toBeInTheDocument();
  });

  it('validates the Social Media link and clears it on Cancel', async () => {
    mockApi((request) => (request.path === '/api/recipes' ? { status: 200, body: [] } : undefined));
    const app = renderApp('/recipes', signedIn());
    await app.user.click(await screen.findByRole('button', { name: 'Create recipe' }));
    await app.user.click(screen.getByRole('button', { name: /Social Media/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add Recipe from Social Media' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Extract Recipe' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a social media URL');
    await app.user.type(within(dialog).getByLabelText('Video URL'), 'https://vimeo.com/1');
    await app.user.click(within(dialog).getByRole('button', { name: 'Extract Recipe' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please enter a valid YouTube, Instagram, or TikTok URL',
    );
    await app.user.clear(within(dialog).getByLabelText('Video URL'));
    await app.user.type(within(dialog).getByLabelText('Video URL'), 'https://www.tiktok.com/@a');
    await app.user.click(within(dialog).getByRole('button', { name: 'Extract Recipe' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a link to one TikTok video');
    expect(within(dialog).queryByText(/coming soon/)).not.toBeInTheDocument();

    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await app.user.click(screen.getByRole('button', { name: 'Create recipe' }));
    await app.user.click(screen.getByRole('button', { name: /Social Media/ }));
    const reopened = screen.getByRole('dialog', { name: 'Add Recipe from Social Media' });
    expect(within(reopened).getByLabelText('Video URL')).toHaveValue('');
    expect(within(reopened).queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('page transition', () => {
    const realMatchMedia = window.matchMedia;
    let update: (() => void) | null = null;
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({ matches: false, media: query })) as typeof window.matchMedia;
      document.startViewTransition = ((callback: () => void) => {
        update = callback;
        const never = new Promise(() => undefined);
        return { ready: never, finished: never, skipTransition: () => undefined };
      }) as unknown as typeof document.startViewTransition;
    });
    afterEach(() => {
      window.matchMedia = realMatchMedia;
      delete (document as { startViewTransition?: unknown }).startViewTransition;
      update = null;
    });

    it('never keeps the leaving page in the document beside the entering one', async () => {
      const recipe = makeRecipe({ id: 5, title: 'Lemon Tart', method: ['Chop.'] });
      mockApi((request) => {
        if (request.path === '/api/recipes') return { status: 200, body: [recipe] };
        if (request.path === '/api/recipes/5') return { status: 200, body: recipe };
        if (request.path === '/api/users/profile') return { status: 200, body: makeProfile() };
        return undefined;
      });
      const app = renderApp('/recipes', signedIn());
      await app.user.click(await screen.findByRole('link', { name: /Lemon Tart/ }));

      // The browser is taking its picture of the old page: the old page is still the only one.
      expect(update).not.toBeNull();
      expect(screen.getByRole('list', { name: 'Recipes' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Lemon Tart', level: 1 })).not.toBeInTheDocument();

      act(() => update?.());
      expect(await screen.findByRole('heading', { name: 'Lemon Tart', level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Recipes', hidden: true })).not.toBeInTheDocument();
      expect(document.querySelectorAll('.page-transition')).toHaveLength(1);
    });
  });
});
