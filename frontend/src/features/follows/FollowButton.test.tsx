import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import { makeShop, shopper } from '../../testing/fixtures';

const shopRoutes = (shop = makeShop()) => ({
  [`GET /api/users/${shop.id}`]: shop,
  [`GET /api/users/${shop.id}/products`]: [],
});

describe('the follow button on a shop', () => {
  it('follows and unfollows for a member, with the followers count', async () => {
    const { user, api } = renderApp('/shop/7', {
      user: shopper,
      routes: {
        ...shopRoutes(makeShop({ followers: 3, following: false })),
        'PUT /api/shops/7/follow': { following: true, followers: 4 },
        'DELETE /api/shops/7/follow': { following: false, followers: 3 },
      },
    });
    const button = await screen.findByRole('button', { name: 'Follow' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('3 followers')).toBeInTheDocument();

    await user.click(button);
    const following = await screen.findByRole('button', { name: 'Following' });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('4 followers')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT' && call.path === '/api/shops/7/follow')).toBe(true);

    await user.click(following);
    expect(await screen.findByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('3 followers')).toBeInTheDocument();
  });

  it('shows a shop the member follows as followed', async () => {
    renderApp('/shop/7', { user: shopper, routes: shopRoutes(makeShop({ followers: 1, following: true })) });
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 follower')).toBeInTheDocument();
  });

  it('asks a visitor to sign in, then follows', async () => {
    const { user, api } = renderApp('/shop/7', {
      routes: {
        ...shopRoutes(),
        'POST /api/auth/login': shopper,
        'PUT /api/shops/7/follow': { following: true, followers: 4 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign In' }));
    expect(dialog.getByText('Before you do that...')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/shops/7/follow')).toBe(false);

    await user.type(dialog.getByLabelText('Email'), 'shopper@example.com');
    await user.type(dialog.getByLabelText('Password'), 'secret1');
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is not on one’s own shop', async () => {
    renderApp('/shop/7', { user: { ...shopper, id: 7 }, routes: shopRoutes() });
    expect(await screen.findByRole('heading', { name: 'Clara Potter', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/followers/)).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
  });
});

describe('the feed', () => {
  it('is linked from the header, marked with how many listings are new', async () => {
    renderApp('/', { user: shopper, routes: { 'GET /api/feed/unseen': { unseen: 2 } } });
    expect(await screen.findByRole('link', { name: 'Your feed, 2 new' })).toHaveAttribute('href', '/feed');
  });

  it('says what to do while it is empty', async () => {
    renderApp('/feed', {
      user: shopper,
      routes: { 'GET /api/feed': [], 'GET /api/feed/unseen': { unseen: 0 } },
    });
    expect(
      await screen.findByRole('heading', { name: 'New from shops you follow', level: 1 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Follow shops you like to see their new pieces here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });
});
