import { NOTIFICATION_LABELS, NOTIFICATION_MESSAGES } from '@handmade/common';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import { fail, type Handler } from '../../testing/fakeApi';
import { shopper } from '../../testing/fixtures';

const SETTINGS = '/api/account/notifications';
const allOn = { orders: true, messages: true, reviews: true, favorites: true };

/** The account page's "Email notifications" card, once its settings have loaded. */
async function openSettings(routes: Record<string, Handler> = {}) {
  const view = renderApp('/account', { user: shopper, routes: { [`GET ${SETTINGS}`]: allOn, ...routes } });
  const card = within(await screen.findByRole('form', { name: 'Email notifications' }));
  await card.findByRole('group', { name: 'Email me about' });
  return { ...view, card };
}

describe('email notifications', () => {
  it('shows a checkbox per kind of mail, as the server holds them, and says what is always sent', async () => {
    const { card } = await openSettings({
      [`GET ${SETTINGS}`]: { orders: true, messages: false, reviews: true, favorites: false },
    });
    const group = card.getByRole('group', { name: 'Email me about' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(4);
    expect(card.getByRole('checkbox', { name: NOTIFICATION_LABELS.orders })).toBeChecked();
    expect(card.getByRole('checkbox', { name: NOTIFICATION_LABELS.messages })).not.toBeChecked();
    expect(card.getByRole('checkbox', { name: NOTIFICATION_LABELS.reviews })).toBeChecked();
    expect(card.getByRole('checkbox', { name: NOTIFICATION_LABELS.favorites })).not.toBeChecked();
    expect(group).toHaveAccessibleDescription('Password and security mails are always sent.');
  });

  it('saves every kind at once and says so', async () => {
    const { card, user, api } = await openSettings({
      [`PUT ${SETTINGS}`]: (body: unknown) => body,
    });
    await user.click(card.getByRole('checkbox', { name: NOTIFICATION_LABELS.messages }));
    await user.click(card.getByRole('checkbox', { name: NOTIFICATION_LABELS.favorites }));
    await user.click(card.getByRole('button', { name: 'Save notification settings' }));

    expect(await card.findByRole('status')).toHaveTextContent('Notification settings saved.');
    const put = api.calls.find((call) => call.method === 'PUT' && call.path === SETTINGS);
    expect(put?.body).toEqual({ orders: true, messages: false, reviews: true, favorites: false });
    expect(card.getByRole('checkbox', { name: NOTIFICATION_LABELS.messages })).not.toBeChecked();

    // A change after saving is not saved yet: the message goes.
    await user.click(card.getByRole('checkbox', { name: NOTIFICATION_LABELS.orders }));
    expect(card.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the server’s message when saving fails, keeping the choices', async () => {
    const { card, user } = await openSettings({
      [`PUT ${SETTINGS}`]: fail(400, NOTIFICATION_MESSAGES.invalid, {
        orders: NOTIFICATION_MESSAGES.invalid,
      }),
    });
    await user.click(card.getByRole('checkbox', { name: NOTIFICATION_LABELS.reviews }));
    await user.click(card.getByRole('button', { name: 'Save notification settings' }));

    expect(await card.findByRole('alert')).toHaveTextContent(NOTIFICATION_MESSAGES.invalid);
    expect(card.getByRole('status')).toBeEmptyDOMElement();
    expect(card.getByRole('checkbox', { name: NOTIFICATION_LABELS.reviews })).not.toBeChecked();
  });

  it('offers to try again when the settings cannot be read', async () => {
    const { user, api } = renderApp('/account', {
      user: shopper,
      routes: { [`GET ${SETTINGS}`]: fail(500, 'Something went wrong') },
    });
    const card = within(await screen.findByRole('form', { name: 'Email notifications' }));
    await user.click(await card.findByRole('button', { name: 'Try again' }));
    expect(card.queryByRole('checkbox')).not.toBeInTheDocument();

    api.set(`GET ${SETTINGS}`, allOn);
    await user.click(await card.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(card.getAllByRole('checkbox')).toHaveLength(4));
    expect(card.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
