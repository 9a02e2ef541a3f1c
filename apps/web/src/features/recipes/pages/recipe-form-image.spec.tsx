/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Recipe } from '@mise/contracts';
import { mockApi, type MockReply, type MockRequest } from '../../../test/api-mock';
import { createFakeAuthClient } from '../../../test/fake-auth-client';
import { makeProfile, makeRecipe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const signedIn = () =>
  createFakeAuthClient({ signedInAs: { email: 'ada@example.com', name: 'Ada Lovelace' } });

function serve(search: (request: MockRequest) => MockReply) {
  return mockApi((request) => {
    if (request.path === '/api/users/profile') return { status: 200, body: makeProfile() };
    if (request.path === '/api/recipes/search-image') return search(request);
    if (request.path === '/api/recipes' && request.method === 'POST')
      return { status: 201, body: makeRecipe({ id: 42, title: 'Pie' } as Partial<Recipe>) };
    if (/^\/api\/recipes\/42$/.test(request.path)) return { status: 200, body: makeRecipe({ id: 42 }) };
    if (request.path === '/api/recipes') return { status: 200, body: [] };
    return undefined;
  });
}

const imageUrl = () => screen.getByRole('textbox', { name: 'Image URL' });
const title = () => screen.getByRole('textbox', { name: /^Title/ });

beforeEach(() => sessionStorage.clear());

describe('recipe form image', () => {
  it('steps through the found images: the second first, then on, then searches again', async () => {
    const urls = ['https://img.example/1.jpg', 'https://img.example/2.jpg', 'https://img.example/3.jpg'];
    const { requests } = serve(() => ({ status: 200, body: { imageUrls: urls } }));
    const app = renderApp('/create-recipe', signedIn());
    await app.user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Apple pie');
    const button = screen.getByRole('button', { name: 'Search image' });

    await app.user.click(button);
    await waitFor(() => expect(imageUrl()).toHaveValue(urls[1]), { timeout: 5000 });
    expect(screen.getByRole('img', { name: 'Recipe image preview' })).toHaveAttribute('src', urls[1]);
    await app.user.click(button);
    await waitFor(() => expect(imageUrl()).toHaveValue(urls[2]), { timeout: 5000 });
    await app.user.click(button);
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/recipes/search-image')).toHaveLength(2),
    );
    expect(requests[requests.length - 1].query.get('query')).toBe('Apple pie');
  });

  it("shows the server's message, or the default when there is none", async () => {
    let message = 'Image search is not set up on this server.';
    serve(() => ({ status: 200, body: { imageUrls: [], message } }));
    const app = renderApp('/create-recipe', signedIn());
    await app.user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Soup');
    await app.user.click(screen.getByRole('button', { name: 'Search image' }));
    expect(await screen.findByText('Image search is not set up on this server.')).toBeInTheDocument();
    message = '';
    await app.user.click(screen.getByRole('button', { name: 'Search image' }));
    expect(
      await screen.findByText('No suitable images found. Try a different recipe title.'),
    ).toBeInTheDocument();
  });

  it('needs a title to search, and says why a search failed', async () => {
    serve(() => ({ status: 500, body: { error: 'provider down' } }));
    const app = renderApp('/create-recipe', signedIn());
    await screen.findByRole('textbox', { name: /^Title/ });
    await app.user.click(screen.getByRole('button', { name: 'Search image' }));
    expect(await screen.findByText('Recipe title is required to search for an image')).toBeInTheDocument();
    await app.user.type(title(), 'Stew');
    await app.user.click(screen.getByRole('button', { name: 'Search image' }));
    expect(await screen.findByText(/^Failed to search for image: /)).toBeInTheDocument();
  });

  it('sends a picked photo as multipart imageFile with the fields', async () => {
    const { fetchMock } = serve(() => ({ status: 200, body: { imageUrls: [] } }));
    URL.createObjectURL = jest.fn(() => 'blob:photo');
    URL.revokeObjectURL = jest.fn();
    const app = renderApp('/create-recipe', signedIn());
    await app.user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Pie');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'pie.jpg', { type: 'image/jpeg' });
    await app.user.upload(screen.getByLabelText('Recipe photo'), photo);
    expect(screen.getByRole('img', { name: 'Recipe image preview' })).toHaveAttribute('src', 'blob:photo');
    await app.user.click(screen.getByRole('button', { name: 'Save Recipe' }));
    await waitFor(() => {
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(post?.[1]?.body).toBeInstanceOf(FormData);
    });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = post?.[1]?.body as FormData;
    expect(body.get('title')).toBe('Pie');
    expect(body.get('imageFile')).toBeInstanceOf(File);
    expect(JSON.parse(String(body.get('ingredients')))).toEqual([]);
    expect(body.get('status')).toBe('to-make');
  });

  it('covers the form with a loading overlay for 3 s after a photo is picked', async () => {
    serve(() => ({ status: 200, body: { imageUrls: [] } }));
    URL.createObjectURL = jest.fn(() => 'blob:photo');
    URL.revokeObjectURL = jest.fn();
    renderApp('/create-recipe', signedIn());
    await screen.findByRole('textbox', { name: /^Title/ });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    jest.useFakeTimers();
    try {
      const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'pie.jpg', { type: 'image/jpeg' });
      fireEvent.change(screen.getByLabelText('Recipe photo'), { target: { files: [photo] } });
      expect(screen.getByRole('alert')).toHaveTextContent('Loading...');
      act(() => jest.advanceTimersByTime(2999));
      expect(screen.getByText('Loading...')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
