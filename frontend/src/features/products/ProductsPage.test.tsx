import { MESSAGES } from '@handmade/common';
import { screen, waitFor, within } from '@testing-library/react';
import { fail, never, page } from '../../testing/fakeApi';
import {
  makePersonalization,
  makeProduct,
  makeProductWithVariants,
  seller,
  shopper,
} from '../../testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';

const newSeller = {
  ...seller,
  id: 8,
  username: 'freshhands',
  seller_rating: 'No Reviews' as const,
  review_count: 0,
};
const rated = makeProduct({ id: 2, title: 'Walnut bowl', price: 42.5 });
const unrated = makeProduct({
  id: 1,
  title: 'Wool scarf',
  price: 18,
  seller: newSeller,
  seller_id: newSeller.id,
});

function card(title: string) {
  return screen.getByRole('article', { name: title });
}

describe('products grid', () => {
  it('shows a spinner while the products load', async () => {
    renderApp('/products', { routes: { 'GET /api/products/': never() } });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('shows each product with its seller rating, shop link and price', async () => {
    renderApp('/products', { routes: { 'GET /api/products/': [rated, unrated] } });
    expect(await screen.findByRole('heading', { name: 'All Products', level: 1 })).toBeInTheDocument();
    await screen.findByText('Walnut bowl');

    const bowl = within(card('Walnut bowl'));
    expect(bowl.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(bowl.getByText('(12)')).toBeInTheDocument();
    expect(bowl.getByText('$42.50')).toBeInTheDocument();
    expect(bowl.getByRole('link', { name: 'claymaker' })).toHaveAttribute('href', '/shop/7');
    expect(bowl.getByRole('link', { name: 'Walnut bowl' })).toHaveAttribute('href', '/products/2');

    const scarf = within(card('Wool scarf'));
    expect(scarf.getByText('New')).toBeInTheDocument();
    expect(scarf.getByText('(0)')).toBeInTheDocument();
    expect(scarf.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(scarf.getByText('$18.00')).toBeInTheDocument();
  });

  it('says "From" the lowest price when a listing’s variants cost different amounts', async () => {
    const shirt = makeProductWithVariants({ id: 3 });
    const sameEach = makeProductWithVariants({ id: 4, title: 'Linen cap', price: 20, price_max: 20 });
    renderApp('/products', { routes: { 'GET /api/products/': [shirt, sameEach, rated] } });
    expect(
      await within(await screen.findByRole('article', { name: 'Linen shirt' })).findByText('From $48.00'),
    ).toBeInTheDocument();
    expect(within(card('Linen cap')).getByText('$20.00')).toBeInTheDocument();
    expect(within(card('Walnut bowl')).getByText('$42.50')).toBeInTheDocument();
  });

  it('uses the small preview with a srcset and reserves its size', async () => {
    renderApp('/products', { routes: { 'GET /api/products/': [rated] } });
    const image = await screen.findByAltText('Walnut bowl');
    expect(image).toHaveAttribute('src', '/uploads/2-400.webp');
    expect(image).toHaveAttribute('srcset', '/uploads/2-400.webp 400w, /uploads/2-800.webp 800w');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
  });

  it('says so when there is nothing for sale', async () => {
    renderApp('/products', { routes: { 'GET /api/products/': [] } });
    expect(await screen.findByText('No products for sell. Please check back later.')).toBeInTheDocument();
  });

  it('shows the server message when the list fails', async () => {
    renderApp('/products', { routes: { 'GET /api/products/': fail(503, 'Service unavailable') } });
    expect(await screen.findByRole('heading', { name: 'Service unavailable' })).toBeInTheDocument();
  });

  it('loads the next page from the Link header with Show more', async () => {
    const { user, api } = renderApp('/products', {
      routes: {
        'GET /api/products/': page([rated], '/api/products/?cursor=2'),
        'GET /api/products/?cursor=2': page([unrated], null),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Wool scarf')).toBeInTheDocument();
    expect(screen.getByText('Walnut bowl')).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toContain('/api/products/?cursor=2');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows every card of a full page before Show more, and adds the next page to them', async () => {
    const full = Array.from({ length: 60 }, (_, i) =>
      makeProduct({ id: 200 - i, title: `Listing ${200 - i}` }),
    );
    const next = Array.from({ length: 60 }, (_, i) =>
      makeProduct({ id: 140 - i, title: `Listing ${140 - i}` }),
    );
    const { user } = renderApp('/products', {
      routes: {
        'GET /api/products/': page(full, '/api/products/?cursor=141'),
        'GET /api/products/?cursor=141': page(next, null),
      },
    });
    const more = await screen.findByRole('button', { name: 'Show more' });
    expect(screen.getAllByRole('article')).toHaveLength(60);
    expect(card('Listing 141')).toBeInTheDocument();

    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(120));
    expect(card('Listing 81')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('filters by category and names it', async () => {
    const { api } = renderApp('/products/categories/4', { routes: { 'GET /api/products/': [] } });
    expect(await screen.findByRole('heading', { name: 'Jewelry', level: 1 })).toBeInTheDocument();
    await screen.findByText(MESSAGES.noProducts);
    expect(api.calls.some((call) => call.path === '/api/products/?category=4')).toBe(true);
  });

  it.each(['9', 'abc', '0', '04'])(
    'shows the not-found page for the unknown category "%s", without asking for products',
    async (categoryId) => {
      const { api } = renderApp(`/products/categories/${categoryId}`, {
        routes: { 'GET /api/products/': [rated] },
      });
      expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Return Home' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'All Products' })).not.toBeInTheDocument();
      expect(api.calls.some((call) => call.path.startsWith('/api/products/'))).toBe(false);
    },
  );

  it('searches from the header and says what was searched', async () => {
    const { user, api, location } = renderApp('/products', { routes: { 'GET /api/products/': [rated] } });
    await user.type(screen.getByRole('combobox', { name: 'Search for anything' }), 'lamp{Enter}');
    expect(await screen.findByRole('heading', { name: 'Results for “lamp”' })).toBeInTheDocument();
    expect(location()).toBe('/products?q=lamp');
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/products/?q=lamp')).toBe(true));
  });

  it('orders a search by best match, and a plain list newest first', async () => {
    const { user, api } = renderApp('/products?q=lamp', { routes: { 'GET /api/products/': [rated] } });
    await screen.findByText('Walnut bowl');
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Best match');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'newest');
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/products/?q=lamp&sort=newest')).toBe(true),
    );
  });

  it('offers no best match without a search', async () => {
    renderApp('/products', { routes: { 'GET /api/products/': [rated] } });
    await screen.findByText('Walnut bowl');
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Newest');
    expect(screen.queryByRole('option', { name: 'Best match' })).not.toBeInTheDocument();
  });

  it('asks the server for another order when the sort changes', async () => {
    const { user, api } = renderApp('/products', { routes: { 'GET /api/products/': [rated] } });
    await screen.findByText('Walnut bowl');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price_asc');
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/products/?sort=price_asc')).toBe(true),
    );
  });
});

describe('product card actions', () => {
  it('asks a visitor to sign in before favoriting or adding to the cart', async () => {
    const { user } = renderApp('/products', { routes: { 'GET /api/products/': [rated] } });
    await user.click(await screen.findByRole('button', { name: 'Add Walnut bowl to favorites' }));
    let dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(within(dialog).getByText('Before you do that...')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(within(dialog).getByText('Before you do that...')).toBeInTheDocument();
  });

  it('adds one to the cart and goes to the cart for a signed-in shopper', async () => {
    const { user, api, location } = renderApp('/products', {
      user: shopper,
      routes: { 'GET /api/products/': [rated], 'POST /api/cart/add/': { id: 5, product_id: 2, quantity: 1 } },
    });
    await screen.findByRole('button', { name: /Your account/ });
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(location()).toBe('/cart'));
    const add = api.calls.find((call) => call.path === '/api/cart/add/');
    expect(add?.body).toMatchObject({ product_id: 2, quantity: 1 });
  });

  it('opens the product page to choose, for a listing with options or required words', async () => {
    const shirt = makeProductWithVariants({ id: 3 });
    const fob = makeProduct({ id: 4, title: 'Key fob', personalization: makePersonalization() });
    const { user, api, location } = renderApp('/products', {
      user: shopper,
      routes: {
        'GET /api/products/': [shirt, fob],
        'GET /api/products/3': shirt,
        'GET /api/products/3/reviews': [],
        'GET /api/products/4': fob,
        'GET /api/products/4/reviews': [],
      },
    });
    await screen.findByRole('button', { name: /Your account/ });
    await user.click(
      within(await screen.findByRole('article', { name: 'Linen shirt' })).getByRole('button', {
        name: 'Add to cart',
      }),
    );
    await waitFor(() => expect(location()).toBe('/products/3'));
    expect(await screen.findByLabelText('Size')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/cart/add/')).toBe(false);
  });

  it('stops sellers from buying or favoriting their own product', async () => {
    const own = makeProduct({
      id: 3,
      title: 'My mug',
      seller_id: shopper.id,
      seller: { ...seller, id: shopper.id },
    });
    const { user } = renderApp('/products', { user: shopper, routes: { 'GET /api/products/': [own] } });
    await screen.findByRole('button', { name: /Your account/ });
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Action Restricted' });
    expect(within(dialog).getByText('Unfortunately, you cannot add your own product.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Add My mug to favorites' }));
    expect(await screen.findByRole('dialog', { name: 'Action Restricted' })).toBeInTheDocument();
  });

  it('toggles a favorite with a short banner', async () => {
    const { user, api } = renderApp('/products', {
      user: shopper,
      routes: {
        'GET /api/products/': [rated],
        'POST /api/favorites/': { id: 9, user_id: 1, product_id: 2 },
        'DELETE /api/favorites/2': { id: 9, user_id: 1, product_id: 2 },
      },
    });
    await screen.findByRole('button', { name: /Your account/ });
    await user.click(await screen.findByRole('button', { name: 'Add Walnut bowl to favorites' }));
    expect(await screen.findByText('Added to your favorites')).toBeInTheDocument();
    const heart = screen.getByRole('button', { name: 'Remove Walnut bowl from favorites' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    expect(await screen.findByText('Removed from your favorites')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/favorites/2')).toBe(true);
  });
});

describe('grid filters in the address', () => {
  const listCalls = (api: { calls: { path: string }[] }) =>
    api.calls.map((call) => call.path).filter((path) => path.startsWith('/api/products/'));

  it('asks for the price range, rating and order the address holds, and clears the filters', async () => {
    const { user, api, location } = renderApp(
      '/products/categories/4?sort=price_asc&min_price=10&max_price=40&min_rating=4',
      { routes: { 'GET /api/products/': [rated] } },
    );
    await screen.findByText('Walnut bowl');
    expect(listCalls(api)).toContain(
      '/api/products/?sort=price_asc&min_price=10&max_price=40&min_rating=4&category=4',
    );
    expect(screen.getByLabelText('Lowest price in dollars')).toHaveValue(10);
    expect(screen.getByLabelText('Highest price in dollars')).toHaveValue(40);
    expect(screen.getByLabelText('Rating')).toHaveDisplayValue('4★ & up');
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/products/categories/4?sort=price_asc'));
    await waitFor(() => expect(listCalls(api)).toContain('/api/products/?sort=price_asc&category=4'));
    expect(screen.getByLabelText('Lowest price in dollars')).toHaveValue(null);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('ignores values the server would refuse instead of failing', async () => {
    const { api } = renderApp('/products?sort=cheapest&min_price=abc&max_price=-1&min_rating=9', {
      routes: { 'GET /api/products/': [rated] },
    });
    await screen.findByText('Walnut bowl');
    expect(listCalls(api)).toEqual(['/api/products/']);
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Newest');
    expect(screen.getByLabelText('Rating')).toHaveDisplayValue('Any rating');
  });

  it('puts a price range and a rating picked on the page into the address', async () => {
    const { user, api, location } = renderApp('/products?q=bowl', {
      routes: { 'GET /api/products/': [rated] },
    });
    await screen.findByText('Walnut bowl');
    await user.type(screen.getByLabelText('Highest price in dollars'), '5');
    await user.type(screen.getByLabelText('Lowest price in dollars'), '20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // Bounds typed the wrong way round are swapped.
    await waitFor(() => expect(location()).toBe('/products?q=bowl&min_price=5&max_price=20'));
    await user.selectOptions(screen.getByLabelText('Rating'), '3');
    await waitFor(() => expect(location()).toBe('/products?q=bowl&min_price=5&max_price=20&min_rating=3'));
    await waitFor(() =>
      expect(listCalls(api)).toContain('/api/products/?q=bowl&min_price=5&max_price=20&min_rating=3'),
    );
  });

  it('says a search found nothing and offers ways out', async () => {
    const { user, location } = renderApp('/products?q=zzzz&min_price=5', {
      routes: { 'GET /api/products/': [] },
    });
    expect(
      await screen.findByRole('heading', { name: 'No results for “zzzz”', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.noProducts)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
    const categories = screen.getByRole('navigation', { name: 'Browse a category' });
    expect(within(categories).getByRole('link', { name: 'Jewelry' })).toHaveAttribute(
      'href',
      '/products/categories/4',
    );
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(location()).toBe('/products?min_price=5'));
    expect(
      await screen.findByRole('heading', { name: 'No products match these filters' }),
    ).toBeInTheDocument();
  });

  it('says which search was run when the typed one was corrected', async () => {
    renderApp('/products?q=walnutt', {
      routes: { 'GET /api/products/': page([rated], null, 'walnut') },
    });
    await screen.findByText('Walnut bowl');
    expect(screen.getByText(/Showing results for/)).toHaveTextContent('Showing results for “walnut”');
  });

  it('shows where the grid sits in breadcrumbs', async () => {
    renderApp('/products/categories/4', { routes: { 'GET /api/products/': [rated] } });
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByText('Jewelry')).toHaveAttribute('aria-current', 'page');
  });
});
