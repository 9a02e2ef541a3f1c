/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../test/api-mock';
import { createFakeAuthClient } from '../../test/fake-auth-client';
import { makeProfile, makeProfileView } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const signedIn = () =>
  createFakeAuthClient({ signedInAs: { email: 'ada@example.com', name: 'Ada Lovelace' } });

const draft = {
  title: 'Barley Risotto',
  description: '',
  prep_time_minutes: 10,
  cook_time_minutes: 30,
  servings: 4,
  ingredients: ['200 g pearl barley'],
  method: ['Toast the barley.', 'Add stock a ladle at a time.'],
  notes: '',
  source: 'example.org',
  image: '',
  tags: {},
};

/** Answers what the own profile page asks for, plus the extraction calls a test names. */
function profileApi(extra: Record<string, { status: number; body: unknown }> = {}) {
  return mockApi((request) => {
    if (request.path === '/api/users/profile') return { status: 200, body: makeProfile({ id: 1 }) };
    if (request.path === '/api/users/profile/1') return { status: 200, body: makeProfileView() };
    if (request.path === '/api/users/stats/1')
      return { status: 200, body: { recipesCount: 0, friendsCount: 0 } };
    return extra[request.path];
  });
}

/** The own profile's + opens the page variant of the sheet. */
async function openPageSheet(app: ReturnType<typeof renderApp>) {
  await app.user.click(await screen.findByRole('button', { name: 'Create Recipe' }));
  return screen.getByRole('dialog', { name: 'Create Recipe' });
}

/** The Create Recipe sheet a page opens: Browser, Camera, Paste, 'or', Write from scratch. */
describe("a page's Create Recipe sheet", () => {
  it('offers the four options of the spec', async () => {
    profileApi();
    const app = renderApp('/profile', signedIn());
    const sheet = within(await openPageSheet(app));
    const labels = sheet.getAllByRole('button').map((b) => b.textContent ?? '');
    for (const option of ['Browser', 'Camera', 'Paste', 'Write from scratch'])
      expect(labels.some((label) => label.startsWith(option))).toBe(true);
    expect(sheet.getByText('or')).toBeInTheDocument();
  });

  it('Browser imports a web page by its link and opens the prefilled form', async () => {
    const mock = profileApi({ '/api/recipes/extract-from-url': { status: 200, body: draft } });
    const app = renderApp('/profile', signedIn());
    await app.user.click(within(await openPageSheet(app)).getByRole('button', { name: /^Browser/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add Recipe from a Website' });
    await app.user.type(within(dialog).getByLabelText('Website link'), 'https://example.org/risotto');
    await app.user.click(within(dialog).getByRole('button', { name: 'Extract Recipe' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('Barley Risotto');
    expect(app.location().pathname).toBe('/create-recipe');
    expect(mock.requests.find((r) => r.path === '/api/recipes/extract-from-url')?.body).toEqual({
      url: 'https://example.org/risotto',
    });
  });

  it('Camera picks a photo with the rear camera and opens the prefilled form', async () => {
    profileApi({ '/api/recipes/extract-recipe': { status: 200, body: draft } });
    const app = renderApp('/profile', signedIn());
    const sheet = await openPageSheet(app);
    const inputs = screen.getAllByTestId<HTMLInputElement>('scan-page-input');
    for (const input of inputs) {
      expect(input).toHaveAttribute('accept', 'image/*');
      expect(input).toHaveAttribute('capture', 'environment');
    }
    const clicks = inputs.map((input) => jest.spyOn(input, 'click'));
    await app.user.click(within(sheet).getByRole('button', { name: /^Camera/ }));
    const clicked = inputs.filter((_, i) => clicks[i].mock.calls.length > 0);
    expect(clicked).toHaveLength(1);
    await app.user.upload(clicked[0], new File(['x'], 'page.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('Barley Risotto');
    expect(app.location().pathname).toBe('/create-recipe');
  });

  it('Paste reads pasted recipe text and opens the prefilled form', async () => {
    const mock = profileApi({ '/api/extraction/text': { status: 200, body: draft } });
    const app = renderApp('/profile', signedIn());
    await app.user.click(within(await openPageSheet(app)).getByRole('button', { name: /^Paste/ }));
    const paste = screen.getByRole('dialog', { name: 'Paste recipe text' });
    await app.user.type(within(paste).getByLabelText('Recipe text'), 'Barley Risotto');
    await app.user.click(within(paste).getByRole('button', { name: 'Extract Recipe' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('Barley Risotto');
    expect(mock.requests.find((r) => r.path === '/api/extraction/text')?.body).toEqual({
      text: 'Barley Risotto',
    });
  });

  it('Write from scratch opens the empty form', async () => {
    profileApi();
    const app = renderApp('/profile', signedIn());
    await app.user.click(
      within(await openPageSheet(app)).getByRole('button', { name: /^Write from scratch/ }),
    );
    expect(await screen.findByLabelText('Title')).toHaveValue('');
    expect(app.location().pathname).toBe('/create-recipe');
  });
});

describe('the extraction overlay', () => {
  it("shows the job's stage while an import runs, under the spec's texts", async () => {
    let finish: (() => void) | undefined;
    const stageAsked: string[] = [];
    const sentIds: string[] = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const reply = (status: number, body: unknown) =>
        ({
          ok: status < 300,
          status,
          headers: new Headers(),
          text: async () => JSON.stringify(body),
        }) as Response;
      if (path === '/api/users/profile') return reply(200, makeProfile({ id: 1 }));
      if (path === '/api/users/profile/1') return reply(200, makeProfileView());
      if (path === '/api/users/stats/1') return reply(200, { recipesCount: 0, friendsCount: 0 });
      if (path.startsWith('/api/extraction/stage/')) {
        stageAsked.push(path.slice('/api/extraction/stage/'.length));
        return reply(200, { stage: 'reading' });
      }
      if (path === '/api/recipes/extract-from-url') {
        sentIds.push((init?.headers as Record<string, string>)['x-import-id']);
        await new Promise<void>((resolve) => (finish = resolve));
        return reply(200, draft);
      }
      return reply(404, { error: 'Not found' });
    }) as unknown as typeof fetch;

    const app = renderApp('/profile', signedIn());
    await app.user.click(within(await openPageSheet(app)).getByRole('button', { name: /^Browser/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add Recipe from a Website' });
    await app.user.type(within(dialog).getByLabelText('Website link'), 'https://example.org/risotto');
    await app.user.click(within(dialog).getByRole('button', { name: 'Extract Recipe' }));

    expect(await screen.findByText('Extracting Recipe Data...')).toBeInTheDocument();
    expect(screen.getByText('Please wait while we process')).toBeInTheDocument();
    expect(await screen.findByText('Reading text…')).toBeInTheDocument();
    expect(sentIds[0]).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(stageAsked).toContain(sentIds[0]);

    finish?.();
    expect(await screen.findByLabelText('Title')).toHaveValue('Barley Risotto');
    expect(screen.queryByText('Extracting Recipe Data...')).not.toBeInTheDocument();
  });
});
