/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import '../../../test/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ItemGroups } from './item-groups';
import { addEnglish } from '../../../lib/i18n';
import en from '../../../lib/locales/en.json';

// The list's words come with the screens behind /login (lib/i18n.ts, loadEnglish): all of them here.
addEnglish(en);

describe('category headings', () => {
  it('draw an icon, never the emoji, which shows as an empty box without an emoji font', () => {
    render(
      <MemoryRouter>
        <ItemGroups
          groups={[
            {
              key: 'Fresh Produce',
              title: 'Fresh Produce',
              emoji: '🥬',
              rows: [
                {
                  id: 'a',
                  name: '2 lemons',
                  checked: false,
                  category: 'Fresh Produce',
                  emoji: '🥬',
                  addedBy: 'Ada',
                  recipeId: null,
                  forRecipes: ['Lemon Tart', 'Fish'],
                  pending: false,
                },
              ],
            },
          ]}
          onToggle={() => undefined}
          onRemove={() => undefined}
        />
      </MemoryRouter>,
    );
    const heading = screen.getByRole('heading', { name: /Fresh Produce/ });
    expect(heading.textContent).not.toContain('🥬');
    expect(heading.querySelector('svg')).not.toBeNull();
    // A line the meal plan added names the recipes it is for.
    expect(screen.getByRole('checkbox', { name: /2 lemons/ })).toHaveTextContent('for Lemon Tart, Fish');
  });
});
