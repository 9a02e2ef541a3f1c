/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { UrlDraft } from '@mise/contracts';
import { mockApi } from '../../../test/api-mock';
import { createFakeAuthClient } from '../../../test/fake-auth-client';
import { makeProfile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const signedIn = () =>
  createFakeAuthClient({ signedInAs: { email: 'ada@example.com', name: 'Ada Lovelace' } });

const PAGE = 'https://kitchen-notes.test/barley-soup';
const lists = { ingredients: ['1 cup pearl barley', '2 carrots'], method: ['Rinse.', 'Simmer.'] };
const draft = UrlDraft.parse({ title: 'Barley Soup', source: 'Kitchen Notes', source_url: PAGE, ...lists });

/** The API answers by path; anything else is left to the mock's default. */
const answering = (answers: Record<string, { status: number; body: unknown }>) =>
  mockApi((request) => answers[request.path]);

describe("the Create Recipe sheet's 'Paste Website link'", () => {
  it('turns a web page link into a prefilled form', async () => {
    const api = answering({
      '/api/recipes': { status: 200, body: [] },
      '/api/users/profile': { status: 200, body: makeProfile() },
      '/api/recipes/extract-from-url': { status: 200, body: draft },
    });
    const app = renderApp('/recipes', signedIn());
    await app.user.click(await screen.findByRole('button', { name: 'Create recipe' }));
    await app.user.click(screen.getByRole('button', { name: /Paste Website link/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add Recipe from a Website' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Extract Recipe' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a website link');

    await app.user.type(within(dialog).getByLabelText('Website link'), PAGE);
    await app.user.click(within(dialog).getByRole('button', { name: 'Extract Recipe' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('Barley Soup');
    expect(screen.getByLabelText('Source')).toHaveValue('Kitchen Notes');
    expect(app.location().pathname).toBe('/create-recipe');
    expect(api.requests.find((r) => r.path === '/api/recipes/extract-from-url')?.body).toEqual({
      url: PAGE,
    });
  });

  it("shows the server's reason when the page cannot be imported, and Cancel clears it", async () => {
    const reason = 'No recipe was found on that page. Please try another link or create the recipe manually.';
    answering({
      '/api/recipes': { status: 200, body: [] },
      '/api/recipes/extract-from-url': { status: 422, body: { error: reason } },
    });
    const app = renderApp('/recipes', signedIn());
    await app.user.click(await screen.findByRole('button', { name: 'Create recipe' }));
    await app.user.click(screen.getByRole('button', { name: /Paste Website link/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add Recipe from a Website' });
    await app.user.type(within(dialog).getByLabelText('Website link'), 'https://example.test/about');
    await app.user.click(within(dialog).getByRole('button', { name: 'Extract Recipe' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^No recipe was found on that page/);
    expect(app.location().pathname).toBe('/recipes');

    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Add Recipe from a Website' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Create recipe' }));
    await app.user.click(screen.getByRole('button', { name: /Paste Website link/ }));
    expect(screen.getByLabelText('Website link')).toHaveValue('');
  });
});
