import { MESSAGES } from '@handmade/common';
import { screen, waitFor, within } from '@testing-library/react';
import type { Review } from '../../lib/types';
import { fail } from '../../testing/fakeApi';
import { makeOwnProduct, makeProduct, makeReview, shopper } from '../../testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';

const product = makeProduct({ id: 1, title: 'Walnut bowl' });
const mine = makeReview(5, {
  user: shopper.username,
  user_id: shopper.id,
  stars: 4,
  review: 'Lovely grain and finish.',
});
const theirs = makeReview(6, { user: 'someone', user_id: 99 });

function renderDetail(reviews = [theirs], routes = {}) {
  return renderApp('/products/1', {
    user: shopper,
    routes: { 'GET /api/products/1': product, 'GET /api/products/1/reviews': reviews, ...routes },
  });
}

async function openForm(routes = {}) {
  const view = renderDetail([theirs], routes);
  await screen.findByRole('button', { name: /Your account/ });
  await view.user.click(await screen.findByRole('button', { name: 'Write a review' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Write a review' }));
  return { ...view, dialog };
}

describe('who may review', () => {
  it('offers Write a review to a signed-in shopper without a review', async () => {
    renderDetail();
    await screen.findByRole('button', { name: /Your account/ });
    expect(await screen.findByRole('button', { name: 'Write a review' })).toBeInTheDocument();
  });

  it('hides it from the seller of the product', async () => {
    renderApp('/products/1', {
      user: shopper,
      routes: { 'GET /api/products/1': makeOwnProduct({ id: 1 }), 'GET /api/products/1/reviews': [] },
    });
    await screen.findByText('No reviews yet.');
    await screen.findByRole('button', { name: /Your account/ });
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('shows Edit Review and Delete Review on the author’s review only, and no second review', async () => {
    renderDetail([mine, theirs]);
    await screen.findByRole('button', { name: /Your account/ });
    const reviews = within(await screen.findByRole('region', { name: /Reviews/ }));
    const items = await reviews.findAllByRole('listitem');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Edit Review' })).toHaveLength(1));
    const own = items.find((item) => within(item).queryByText('Lovely grain and finish.')) as HTMLElement;
    expect(within(own).getByRole('button', { name: 'Edit Review' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Delete Review' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Delete Review' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('matches the author by username when the id is not given', async () => {
    const { user_id: _userId, ...withoutId } = mine;
    renderDetail([withoutId as Review]);
    await screen.findByRole('button', { name: /Your account/ });
    expect(await screen.findByRole('button', { name: 'Edit Review' })).toBeInTheDocument();
  });
});

describe('review form', () => {
  it('keeps submit disabled and says why until stars and 10 characters are given', async () => {
    const { dialog, user } = await openForm();
    const submit = dialog.getByRole('button', { name: 'Submit Your Review' });
    expect(submit).toBeDisabled();
    await user.type(dialog.getByLabelText('Your review'), 'Too short');
    expect(dialog.getByText(MESSAGES.starsRequired)).toBeInTheDocument();
    expect(dialog.getByText(MESSAGES.reviewShort)).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: '4 stars' }));
    expect(dialog.queryByText(MESSAGES.starsRequired)).not.toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(dialog.getByLabelText('Your review'), '!');
    expect(dialog.queryByText(MESSAGES.reviewShort)).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('picks stars with the arrow keys in a radio group', async () => {
    const { dialog, user } = await openForm();
    const group = dialog.getByRole('radiogroup', { name: 'Your rating' });
    const first = within(group).getByRole('radio', { name: '1 star' });
    first.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    const three = within(group).getByRole('radio', { name: '3 stars' });
    expect(three).toHaveAttribute('aria-checked', 'true');
    expect(three).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: '2 stars' })).toHaveAttribute('aria-checked', 'true');
  });

  it('offers the recommendation from 3 stars and turns it off below', async () => {
    const { dialog, user } = await openForm();
    expect(dialog.queryByRole('checkbox', { name: 'I recommend this item' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: '2 stars' }));
    expect(dialog.queryByRole('checkbox', { name: 'I recommend this item' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: '3 stars' }));
    await user.click(dialog.getByRole('checkbox', { name: 'I recommend this item' }));
    expect(dialog.getByRole('checkbox', { name: 'I recommend this item' })).toBeChecked();
    await user.click(dialog.getByRole('radio', { name: '1 star' }));
    expect(dialog.queryByRole('checkbox', { name: 'I recommend this item' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: '5 stars' }));
    expect(dialog.getByRole('checkbox', { name: 'I recommend this item' })).not.toBeChecked();
  });

  it('shows the server message at the top when saving fails', async () => {
    const { dialog, user } = await openForm({
      'POST /api/products/1/reviews': fail(409, 'You have already reviewed this product.'),
    });
    await user.click(dialog.getByRole('radio', { name: '5 stars' }));
    await user.type(dialog.getByLabelText('Your review'), 'Beautiful and sturdy.');
    await user.click(dialog.getByRole('button', { name: 'Submit Your Review' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('You have already reviewed this product.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('posts the review, closes, lists it and reads the product again', async () => {
    const saved = makeReview(9, {
      user: shopper.username,
      user_id: shopper.id,
      review: 'Beautiful and sturdy.',
    });
    const { dialog, user, api } = await openForm({ 'POST /api/products/1/reviews': saved });
    await user.click(dialog.getByRole('radio', { name: '5 stars' }));
    await user.click(dialog.getByRole('checkbox', { name: 'I recommend this item' }));
    await user.type(dialog.getByLabelText('Your review'), 'Beautiful and sturdy.');
    await user.click(dialog.getByRole('button', { name: 'Submit Your Review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      api.calls.find((call) => call.method === 'POST' && call.path === '/api/products/1/reviews')?.body,
    ).toEqual({
      review: 'Beautiful and sturdy.',
      stars: 5,
      recommendation: true,
      productId: 1,
    });
    expect(screen.getByText('Beautiful and sturdy.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.path === '/api/products/1' && call.method === 'GET'),
      ).toHaveLength(2),
    );
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('edits the author’s review from its current values', async () => {
    const { user, api } = renderDetail([mine], {
      'PUT /api/reviews/5': (body: unknown) => ({ ...mine, ...(body as object) }),
    });
    await screen.findByRole('button', { name: /Your account/ });
    await user.click(await screen.findByRole('button', { name: 'Edit Review' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit your review' }));
    expect(dialog.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    const text = dialog.getByLabelText('Your review');
    expect(text).toHaveValue('Lovely grain and finish.');
    await user.clear(text);
    await user.type(text, 'Even better after a month.');
    await user.click(dialog.getByRole('button', { name: 'Update Your Review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.path === '/api/reviews/5')?.body).toMatchObject({
      id: 5,
      review: 'Even better after a month.',
      stars: 4,
    });
    expect(screen.getByText('Even better after a month.')).toBeInTheDocument();
  });

  it('deletes the author’s review after a confirmation', async () => {
    const { user, api } = renderDetail([mine], { 'DELETE /api/reviews/5': { message: 'Review deleted.' } });
    await screen.findByRole('button', { name: /Your account/ });
    await user.click(await screen.findByRole('button', { name: 'Delete Review' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this review?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Lovely grain and finish.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Review' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this review?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Lovely grain and finish.')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/reviews/5')).toBe(true);
    expect(await screen.findByRole('button', { name: 'Write a review' })).toBeInTheDocument();
  });
});
