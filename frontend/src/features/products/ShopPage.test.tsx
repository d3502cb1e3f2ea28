import { screen, waitFor, within } from '@testing-library/react';
import { fail } from '../../testing/fakeApi';
import { makeProduct, makeShop } from '../../testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';

describe('shop page', () => {
  it("shows the seller's initials, name, bio, place, member since, sales, rating and listings", async () => {
    const { container } = renderApp('/shop/7', {
      routes: {
        'GET /api/users/7': makeShop(),
        'GET /api/users/7/products': [makeProduct({ id: 2, title: 'Walnut bowl' })],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Clara Potter', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Stoneware thrown and glazed by hand.')).toBeInTheDocument();
    expect(screen.getByText('Leeds, UK')).toBeInTheDocument();
    expect(screen.getByText('Member since March 2024')).toBeInTheDocument();
    expect(screen.getByText('1,204 sales')).toBeInTheDocument();
    expect(screen.getByText('CP')).toBeInTheDocument();
    const head = within(container.querySelector('.shop-head') as HTMLElement);
    expect(head.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(await screen.findByText('Walnut bowl')).toBeInTheDocument();
    expect(head.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('marks a seller who verified their email', async () => {
    renderApp('/shop/7', {
      routes: { 'GET /api/users/7': makeShop({ email_verified: true }), 'GET /api/users/7/products': [] },
    });
    const mark = await screen.findByRole('img', { name: 'Verified: This seller verified their email' });
    expect(mark).toHaveAttribute('title', 'This seller verified their email');
    expect(mark).toHaveTextContent('Verified');
    expect(screen.getByRole('heading', { name: 'Clara Potter', level: 1 })).toBeInTheDocument();
  });

  it('heads an empty shop with the seller’s name and says it is empty', async () => {
    renderApp('/shop/9', {
      routes: {
        'GET /api/users/9': makeShop({
          id: 9,
          first_name: 'Nina',
          last_name: 'Weaver',
          bio: null,
          location: null,
        }),
        'GET /api/users/9/products': [],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Nina Weaver', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(/This shop has nothing for sale right now/)).toBeInTheDocument();
  });

  it('shows the server message for an unknown user', async () => {
    renderApp('/shop/404', {
      routes: {
        'GET /api/users/404': fail(404, "User couldn't be found"),
        'GET /api/users/404/products': fail(404, "User couldn't be found"),
      },
    });
    // Both answers fail, in either order: the page settles on the user's 404 as its one h1.
    expect(
      await screen.findByRole('heading', { level: 1, name: "User couldn't be found" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1));
  });
});
