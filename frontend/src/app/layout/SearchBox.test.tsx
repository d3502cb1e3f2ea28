import type { Suggestion } from '@handmade/common';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../testing/renderApp';

const SUGGESTIONS: Suggestion[] = [
  { text: 'wool scarf', kind: 'product', href: '/products?q=wool%20scarf' },
  { text: 'wool socks', kind: 'product', href: '/products?q=wool%20socks' },
  { text: 'Clothing', kind: 'category', href: '/products/categories/5' },
  { text: 'woolworks', kind: 'shop', href: '/shop/7' },
];

function setup(answer: (q: string) => Suggestion[] | Promise<Suggestion[]> = () => SUGGESTIONS) {
  const view = renderApp('/products', {
    routes: {
      'GET /api/products/': [],
      'GET /api/search/suggest': async (_body: unknown, path: string) => ({
        suggestions: await answer(new URLSearchParams(path.split('?')[1]).get('q') ?? ''),
      }),
    },
  });
  return { ...view, box: screen.getByRole('combobox', { name: 'Search for anything' }) };
}

describe('search box suggestions', () => {
  it('lists suggestions as the user types, each kind told apart, and announces how many', async () => {
    const { user, box } = setup();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'wool');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'wool scarfSearch',
      'wool socksSearch',
      'ClothingCategory',
      'woolworksShop',
    ]);
    expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent(
      '4 suggestions available.',
    );
  });

  it('moves through the options with the arrows, wrapping around, and opens one with Enter', async () => {
    const { user, box, location } = setup();
    await user.type(box, 'wool');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[3]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    expect(box).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/products/categories/5'));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('');
  });

  it('closes with Esc, and Enter without a highlighted option searches for the text', async () => {
    const { user, box, location } = setup();
    await user.type(box, 'wool');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('wool');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/products?q=wool'));
  });

  it('opens a suggestion picked with the mouse, searching for a product suggestion', async () => {
    const { user, box, location } = setup();
    await user.type(box, 'wool');
    await user.click(await screen.findByRole('option', { name: /wool socks/ }));
    await waitFor(() => expect(location()).toBe('/products?q=wool%20socks'));
    expect(box).toHaveValue('wool socks');
  });

  it('drops a late answer for words no longer in the box', async () => {
    let releaseFirst: () => void = () => {};
    const { user, box, api } = setup((q) => {
      if (q !== 'wo') return [{ text: `${q} answer`, kind: 'product', href: `/products?q=${q}` }];
      return new Promise((resolve) => {
        releaseFirst = () => resolve([{ text: 'stale', kind: 'product', href: '/products?q=stale' }]);
      });
    });
    await user.type(box, 'wo');
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/search/suggest?q=wo')).toBe(true),
    );
    await user.type(box, 'ol');
    expect(await screen.findByRole('option', { name: /wool answer/ })).toBeInTheDocument();
    releaseFirst();
    // Let the released answer run through its promise chain (a flush, not a wait for time).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('option', { name: /stale/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
  });

  it('asks nothing for an empty box or after a space', async () => {
    const { user, box, api } = setup();
    await user.type(box, ' ');
    await user.clear(box);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'w');
    await screen.findByRole('listbox');
    const asked = api.calls.filter((call) => call.path.startsWith('/api/search/suggest'));
    expect(asked.map((call) => call.path)).toEqual(['/api/search/suggest?q=w']);
  });
});
