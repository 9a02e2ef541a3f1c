/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../test/api-mock';
import { createFakeAuthClient } from '../../test/fake-auth-client';
import { makeProfile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const candidate = (title: string, index: number) => ({
  title,
  description: '',
  prep_time_minutes: 0,
  cook_time_minutes: 0,
  servings: 4,
  ingredients: [],
  method: [],
  notes: '',
  source: '',
  image: '',
  tags: {},
  index,
  thumbnail: '',
  duplicate: false,
  kept: { privacy: 'private' },
});

describe("importing the app's own account export", () => {
  it('accepts the downloaded mise-export.json and saves its recipes', async () => {
    const mock = mockApi((request) => {
      if (request.path === '/api/recipes') return { status: 200, body: [] };
      if (request.path === '/api/users/profile') return { status: 200, body: makeProfile() };
      if (request.path === '/api/recipes/import-file')
        return {
          status: 200,
          body: {
            format: 'mise',
            recipes: [candidate('Smoky bean stew', 0), candidate('Lemon tart', 1)],
            skipped: [],
          },
        };
      if (request.path === '/api/recipes/import-file/save')
        return {
          status: 200,
          body: {
            created: [
              { id: 11, title: 'Smoky bean stew' },
              { id: 12, title: 'Lemon tart' },
            ],
            duplicates: [],
            failed: [],
          },
        };
      return undefined;
    });
    const app = renderApp(
      '/recipes',
      createFakeAuthClient({ signedInAs: { email: 'ada@example.com', name: 'Ada Lovelace' } }),
    );
    await app.user.click(await screen.findByRole('button', { name: 'Create recipe' }));
    const input = screen.getByTestId<HTMLInputElement>('import-file-input');
    expect(input.accept.split(',')).toEqual(expect.arrayContaining(['.json', 'application/json']));

    const file = new File(['{"format":"mise-export","version":1}'], 'mise-export.json', {
      type: 'application/json',
    });
    await app.user.upload(input, file);
    const sheet = await screen.findByRole('dialog', { name: 'Import from another app' });
    expect(await within(sheet).findByText(/2 recipes found in this Mise export file/)).toBeInTheDocument();
    await app.user.click(within(sheet).getByRole('button', { name: 'Import 2 recipes' }));
    expect(await within(sheet).findByText('Imported 2 recipes.')).toBeInTheDocument();
    const save = mock.fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/api/recipes/import-file/save'),
    );
    expect(((save?.[1]?.body as FormData).get('file') as File).name).toBe('mise-export.json');
  });
});
