import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../testing/renderApp';

// jsdom applies no media queries: the menu button is there at every width, which is what these tests need.
describe('header menu on narrow screens', () => {
  it('is a disclosure button that opens, closes with Esc and gives the focus back', async () => {
    const { user } = renderApp('/products', { routes: { 'GET /api/products/': [] } });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open', 'true');
    expect(within(menu!).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(menu!).getByRole('link', { name: 'Jewelry' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when a link in it leads to another page, and when Sign in opens its dialog', async () => {
    const { user, location } = renderApp('/products', { routes: { 'GET /api/products/': [] } });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Jewelry' }));
    await waitFor(() => expect(location()).toBe('/products/categories/4'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Closing the dialog brings the focus back to the menu button, not to the folded-away Sign in.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
  });
});
