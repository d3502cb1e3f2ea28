import { ADMIN_MESSAGES } from '@handmade/common';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import type { ModeratedUser } from '../../lib/types';
import { admin } from '../../testing/adminFixtures';
import { fail } from '../../testing/fakeApi';
import { makeProduct, makeShop, seller, shopper } from '../../testing/fixtures';

const reason = 'Sells a copy of a protected design';
const hiddenBowl = makeProduct({
  title: 'Blue bowl',
  hidden_reason: reason,
  available: false,
  unavailable_reason: 'This listing is no longer available.',
});
const owner = { ...shopper, id: seller.id, username: seller.username };

function moderated(suspended: boolean): ModeratedUser {
  return {
    id: seller.id,
    username: seller.username,
    suspended,
    suspended_reason: suspended ? 'Scam' : null,
    hidden_listings: 2,
  };
}

describe('a hidden listing', () => {
  it('tells its seller why, and that only they see it', async () => {
    renderApp('/products/1', {
      user: owner,
      routes: { 'GET /api/products/1': hiddenBowl, 'GET /api/products/1/reviews': [] },
    });
    const notice = (await screen.findByText('Hidden by Handmade Market:')).closest('p');
    expect(notice).toHaveTextContent(`Hidden by Handmade Market: ${reason}. Only you can see this listing.`);
    expect(screen.getByRole('link', { name: 'Edit listing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hide listing|Restore listing/ })).not.toBeInTheDocument();
  });

  it('is tagged Hidden, with the reason, in the seller’s listings', async () => {
    renderApp('/products/current', {
      user: owner,
      routes: {
        'GET /api/products/current': { products: [hiddenBowl, makeProduct({ id: 2, title: 'Mug' })] },
      },
    });
    const card = await screen.findByRole('article', { name: 'Blue bowl' });
    expect(within(card).getByText('Hidden')).toBeInTheDocument();
    expect(card).toHaveTextContent(reason);
    expect(
      within(screen.getByRole('article', { name: 'Mug' })).queryByText('Hidden'),
    ).not.toBeInTheDocument();
  });
});

describe('admin tools in context', () => {
  it('hides a listing with a reason, then offers to restore it', async () => {
    const bowl = makeProduct({ title: 'Blue bowl' });
    const { user, api } = renderApp('/products/1', {
      user: admin,
      routes: {
        'GET /api/products/1': bowl,
        'GET /api/products/1/reviews': [],
        'PUT /api/admin/products/1/hide': (body: unknown) => ({
          ...bowl,
          hidden_reason: (body as { reason: string }).reason,
          available: false,
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Hide listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this listing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide listing' }));
    expect(within(dialog).getByText(ADMIN_MESSAGES.reasonRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason, for the audit log' }), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Hide listing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.path === '/api/admin/products/1/hide')?.body).toEqual({ reason });
    expect(screen.getByText('Hidden by Handmade Market:').closest('p')).toHaveTextContent(
      `${reason}. Only its seller and admins can see this listing.`,
    );
    expect(screen.getByRole('button', { name: 'Restore listing' })).toHaveFocus();
  });

  it('suspends a shop, and says so when it already is', async () => {
    const { user, api } = renderApp('/shop/7', {
      user: admin,
      routes: {
        'GET /api/users/7': makeShop(),
        'GET /api/users/7/products': [],
        'PUT /api/admin/users/7/suspend': fail(409, ADMIN_MESSAGES.alreadySuspended),
        'PUT /api/admin/users/7/reinstate': moderated(false),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Suspend shop' }));
    let dialog = await screen.findByRole('dialog', { name: 'Suspend claymaker?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason, for the audit log' }), 'Scam');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend shop' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.alreadySuspended);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // The refusal told: the account is suspended, so it can be reinstated.
    await user.click(screen.getByRole('button', { name: 'Reinstate shop' }));
    dialog = await screen.findByRole('dialog', { name: 'Reinstate claymaker?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason, for the audit log' }), 'Appeal ok');
    await user.click(within(dialog).getByRole('button', { name: 'Reinstate shop' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/admin/users/7/reinstate',
      body: { reason: 'Appeal ok' },
    });
    expect(screen.getByRole('button', { name: 'Suspend shop' })).toBeInTheDocument();
  });

  it('offers to reinstate a shop the admin’s view of the account says is suspended', async () => {
    const { user, api } = renderApp('/shop/7', {
      user: admin,
      routes: {
        'GET /api/users/7': makeShop(),
        'GET /api/users/7/products': [],
        'GET /api/admin/users/7': { id: seller.id, suspended: true },
        'PUT /api/admin/users/7/reinstate': moderated(false),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reinstate shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reinstate claymaker?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason, for the audit log' }), 'Appeal ok');
    await user.click(within(dialog).getByRole('button', { name: 'Reinstate shop' }));
    expect(await screen.findByRole('button', { name: 'Suspend shop' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/admin/users/7/reinstate')).toBe(true);
  });

  it('offers no admin tool to a member', async () => {
    renderApp('/shop/7', {
      user: shopper,
      routes: { 'GET /api/users/7': makeShop(), 'GET /api/users/7/products': [] },
    });
    await screen.findByRole('button', { name: 'Report this shop' });
    expect(screen.queryByRole('button', { name: 'Suspend shop' })).not.toBeInTheDocument();
  });
});
