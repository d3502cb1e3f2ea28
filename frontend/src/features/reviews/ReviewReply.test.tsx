import { screen, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import { fail } from '../../testing/fakeApi';
import { makeOwnProduct, makeProduct, makeReview, shopper } from '../../testing/fixtures';

const REPLY = { reply: 'Thank you for the kind words!', created_at: '2024-02-01T10:00:00.000Z' };

describe('reviews: purchase marks and seller replies', () => {
  it('shows "Purchased", the seller’s reply and "former member", with no reply controls for shoppers', async () => {
    renderApp('/products/1', {
      user: shopper,
      routes: {
        'GET /api/products/1': makeProduct(),
        'GET /api/products/1/reviews': [
          makeReview(1, { verified_purchase: true, reply: REPLY }),
          makeReview(2, { user: 'former member' }),
        ],
      },
    });
    await screen.findByText('Purchased');
    const reviewOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
    const bought = reviewOf('Review number 1, really lovely work.');
    const other = reviewOf('Review number 2, really lovely work.');
    expect(within(bought).getByText('Purchased')).toBeInTheDocument();
    expect(within(bought).getByText('Response from the seller')).toBeInTheDocument();
    expect(within(bought).getByText(REPLY.reply)).toBeInTheDocument();
    expect(within(other).queryByText('Purchased')).not.toBeInTheDocument();
    expect(within(other).getByText('former member')).toHaveClass('review__author--former');
    expect(screen.queryByRole('button', { name: /reply/i })).not.toBeInTheDocument();
  });

  it('lets the seller write a reply, keeping the form and its message when the server refuses it', async () => {
    const review = makeReview(1);
    const { user, api } = renderApp('/products/1', {
      user: shopper,
      routes: {
        'GET /api/products/1': makeOwnProduct(),
        'GET /api/products/1/reviews': [review],
        'PUT /api/reviews/1/reply': fail(403, 'Only the seller of this product can reply to its reviews.'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reply to the review by reviewer1' }));
    const field = screen.getByLabelText('Your reply to reviewer1');
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(screen.getByText('Please write a reply.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/reviews/1/reply')).toHaveLength(0);

    await user.type(field, 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(
      await screen.findByText('Only the seller of this product can reply to its reviews.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('Thanks!');

    api.set('PUT /api/reviews/1/reply', {
      ...review,
      reply: { reply: 'Thanks!', created_at: REPLY.created_at },
    });
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Response from the seller')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit reply to the review by reviewer1' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Delete reply to the review by reviewer1' }),
    ).toBeInTheDocument();
  });
});
