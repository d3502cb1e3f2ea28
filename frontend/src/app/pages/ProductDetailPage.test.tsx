import { fireEvent, screen, within } from '@testing-library/react';
import { fail, never } from '../../testing/fakeApi';
import { makeImage, makeProduct, makeReview, makeShipping, seller, shopper } from '../../testing/fixtures';
import { renderApp } from '../testing/renderApp';

const newSeller = { ...seller, seller_rating: 'No Reviews' as const, review_count: 0 };

function renderDetail(product = makeProduct(), reviews = [makeReview(1)]) {
  return renderApp('/products/1', {
    routes: { 'GET /api/products/1': product, 'GET /api/products/1/reviews': reviews },
  });
}

function mainImage() {
  return within(screen.getByRole('region', { name: /Photos of/ }))
    .getAllByRole('img')
    .at(-1) as HTMLElement;
}

describe('product detail', () => {
  it('shows a spinner until the product arrives', async () => {
    renderApp('/products/1', {
      routes: { 'GET /api/products/1': never(), 'GET /api/products/1/reviews': never() },
    });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('shows price, title, seller, details and no stock warning when plenty are left', async () => {
    renderDetail(makeProduct({ title: 'Walnut bowl', price: 42.5, description: 'Turned from one piece.' }));
    expect(await screen.findByRole('heading', { name: 'Walnut bowl', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('$42.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'claymaker' })).toHaveAttribute('href', '/shop/7');
    expect(screen.getAllByRole('img', { name: 'Rated 4.5 out of 5' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Item Details' })).toBeInTheDocument();
    expect(screen.getByText('Turned from one piece.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(/left in stock!/)).not.toBeInTheDocument();
  });

  it('shows free shipping and the day an order placed today ships by, under the price', async () => {
    renderDetail(makeProduct({ price: 42.5, shipping: null, ships_by: '2024-12-03' }));
    await screen.findByRole('heading', { level: 1 });
    const price = screen.getByText('$42.50');
    const shipping = screen.getByText('Free shipping');
    expect(price.compareDocumentPosition(shipping) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Ships by Dec 3')).toBeInTheDocument();
  });

  it('shows what shipping costs, and from what subtotal it is free', async () => {
    renderDetail(
      makeProduct({
        shipping: makeShipping({ first_item: 5, additional_item: 1.5, free_over: 50 }),
        // The last day of a month, early in UTC: the same day wherever the reader is.
        ships_by: '2025-01-31',
      }),
    );
    expect(await screen.findByText('$5.00 shipping, $1.50 each additional item')).toBeInTheDocument();
    expect(screen.getByText('Free shipping over $50.00')).toBeInTheDocument();
    expect(screen.getByText('Ships by Jan 31')).toBeInTheDocument();
    expect(screen.queryByText('Free shipping')).not.toBeInTheDocument();
  });

  it('says why a listing cannot be bought now, and disables Add to Cart with that reason', async () => {
    const reason = 'This shop is on vacation until March 3. Orders open again then.';
    renderDetail(makeProduct({ available: false, unavailable_reason: reason }));
    const button = await screen.findByRole('button', { name: 'Add to Cart' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
    expect(screen.getByText(reason)).toBeInTheDocument();
  });

  it('tells the buyer and the seller of a custom order that only they see its listing', async () => {
    const listing = makeProduct({ private_buyer_id: shopper.id, shipping: null });
    const routes = { 'GET /api/products/1': listing, 'GET /api/products/1/reviews': [] };
    const buyerView = renderApp('/products/1', { user: shopper, routes });
    expect(
      await screen.findByText('A custom order made for you. Only you can see this listing.'),
    ).toBeInTheDocument();
    buyerView.unmount();
    renderApp('/products/1', { user: { ...shopper, id: seller.id }, routes });
    expect(
      await screen.findByText('A custom order for a buyer: only they and you can see this listing.'),
    ).toBeInTheDocument();
  });

  it('says nothing of custom orders on a listed product', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/custom order/i)).not.toBeInTheDocument();
  });

  it('says "New!" for a seller without reviews', async () => {
    renderDetail(makeProduct({ seller: newSeller }));
    expect(await screen.findByText('New!')).toBeInTheDocument();
  });

  it('warns in red when 5 or fewer are left', async () => {
    renderDetail(makeProduct({ inventory: 5 }));
    const warning = await screen.findByText('Only 5 left in stock!');
    expect(warning).toHaveClass('buy-box__low-stock');
  });

  it('shows the server message as a heading when the product cannot be loaded', async () => {
    renderApp('/products/1', {
      routes: {
        'GET /api/products/1': fail(404, "Product couldn't be found"),
        'GET /api/products/1/reviews': [],
      },
    });
    expect(await screen.findByRole('heading', { name: "Product couldn't be found" })).toBeInTheDocument();
  });

  it('says a listing without photos has none, with nothing to open or step through', async () => {
    renderDetail(
      makeProduct({
        product_images: [],
        preview_image: null,
        preview_image_medium: null,
        preview_image_small: null,
      }),
    );
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View full size' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
  });

  it('hides the arrows when there is only one image', async () => {
    renderDetail(makeProduct({ product_images: [makeImage(1, { preview: true })] }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Previous image' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
  });

  it('starts on the preview image, wraps around, and follows thumbnails and arrow keys', async () => {
    const images = [makeImage(1), makeImage(2, { preview: true }), makeImage(3)];
    const { user } = renderDetail(makeProduct({ product_images: images }));
    await screen.findByRole('button', { name: 'Next image' });
    expect(mainImage()).toHaveAttribute('src', '/uploads/image-2-800.webp');

    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(mainImage()).toHaveAttribute('src', '/uploads/image-3-800.webp');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(mainImage()).toHaveAttribute('src', '/uploads/image-2-800.webp');

    await user.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(mainImage()).toHaveAttribute('src', '/uploads/image-3-800.webp');
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute('aria-current', 'true');

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(mainImage()).toHaveAttribute('src', '/uploads/image-2-800.webp');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(mainImage()).toHaveAttribute('src', '/uploads/image-3-800.webp');
  });

  it('lists reviews newest first with author and a short date', async () => {
    renderDetail(makeProduct(), [
      makeReview(1, {
        user: 'early',
        created_at: '2024-01-05T10:00:00Z',
        updated_at: '2024-01-05T10:00:00Z',
      }),
      makeReview(2, {
        user: 'later',
        created_at: '2024-03-09T10:00:00Z',
        updated_at: '2024-03-09T10:00:00Z',
      }),
    ]);
    const reviews = within(await screen.findByRole('region', { name: /Reviews/ }));
    const items = await reviews.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('later')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Mar 9, 2024')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('early')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Jan 5, 2024')).toBeInTheDocument();
  });

  it('asks a visitor to sign in before writing a review', async () => {
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(within(dialog).getByText('Before you do that...')).toBeInTheDocument();
  });
});
