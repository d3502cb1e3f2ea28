import { CASE_MESSAGES, notReceivedCaseFrom } from '@handmade/common';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import { formatShortDate } from '../../lib/format';
import type { Shipment, ShipmentCase } from '../../lib/types';
import { makeCase } from '../../testing/caseFixtures';
import { fail } from '../../testing/fakeApi';
import { shopper } from '../../testing/fixtures';
import { cancelled, delivered, makeShipment, shipped } from '../../testing/shipmentFixtures';

const order = (shipment: Shipment) => ({
  id: 5,
  order_number: '1718000000000456',
  total: shipment.total,
  created_at: '2024-06-12T09:00:00.000Z',
  items: shipment.items,
  shipments: [shipment],
});

function renderOrder(shipment: Shipment, routes = {}) {
  return renderApp('/orders/5', {
    user: shopper,
    routes: { 'GET /api/orders/5': order(shipment), ...routes },
  });
}

const card = () => screen.findByRole('article', { name: 'From claymaker' });

/** A calendar day `days` from today, `YYYY-MM-DD`. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const withCase = (shipmentCase: Partial<ShipmentCase>) =>
  delivered(
    shipped(
      makeShipment(31, {
        case: { id: 12, reason: 'not_as_described', status: 'open', refund: null, ...shipmentCase },
      }),
    ),
  );

describe('a case on the buyer’s shipment', () => {
  it.each([
    [{ status: 'open' as const }, 'Case open It is not as described'],
    [{ status: 'escalated' as const }, 'Waiting for our decision It is not as described'],
    [{ status: 'resolved' as const, refund: 12 }, 'Resolved: $12.00 refunded It is not as described'],
    [{ status: 'resolved' as const, refund: 0 }, 'Resolved: no refund It is not as described'],
  ])('shows where the case stands, leading to it (%o)', async (shipmentCase, name) => {
    renderOrder(withCase(shipmentCase));
    const link = within(await card()).getByRole('link', { name });
    expect(link).toHaveAttribute('href', '/cases/12');
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull();
  });

  it('offers a case on a delivered parcel, not as described, and opens it with the buyer’s note', async () => {
    const opened = makeCase(12, { reason: 'not_as_described' });
    const { user, api, location } = renderOrder(delivered(shipped(makeShipment(31))), {
      'POST /api/shipments/31/cases': fail(400, 'Validation failed.', {
        note: 'Keep it under 2,000 characters.',
      }),
      'GET /api/cases/12': opened,
    });
    await user.click(within(await card()).getByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'A problem with the parcel from claymaker' });
    const asDescribed = within(dialog).getByRole('radio', { name: 'It is not as described' });
    expect(asDescribed).toBeChecked();
    expect(asDescribed).toHaveFocus();
    const notReceived = within(dialog).getByRole('radio', { name: 'It never arrived' });
    expect(notReceived).toBeDisabled();
    expect(notReceived).toHaveAccessibleDescription(CASE_MESSAGES.notReceivedDelivered);

    // The note is required: nothing is sent without it.
    await user.click(within(dialog).getByRole('button', { name: 'Open a case' }));
    const note = within(dialog).getByRole('textbox', { name: 'What happened?' });
    expect(await within(dialog).findByText(CASE_MESSAGES.noteRequired)).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    // A field the server refuses shows under it.
    await user.type(note, 'The glaze is cracked all round the rim.');
    expect(within(dialog).queryByText(CASE_MESSAGES.noteRequired)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Open a case' }));
    expect(await within(dialog).findByText('Keep it under 2,000 characters.')).toBeInTheDocument();

    api.set('POST /api/shipments/31/cases', opened);
    await user.click(within(dialog).getByRole('button', { name: 'Open a case' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Case on order/ })).toBeInTheDocument();
    expect(location()).toBe('/cases/12');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'not_as_described',
      note: 'The glaze is cracked all round the rim.',
    });
  });

  it('shows a refusal that names no field above the form', async () => {
    const { user } = renderOrder(shipped(makeShipment(31)), {
      'POST /api/shipments/31/cases': fail(409, CASE_MESSAGES.alreadyOpen),
    });
    await user.click(within(await card()).getByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'It never arrived' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'It is not as described' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'What happened?' }), 'Nothing came.');
    await user.click(within(dialog).getByRole('button', { name: 'Open a case' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CASE_MESSAGES.alreadyOpen);
  });

  it('says from when a parcel not due yet can be reported, and offers nothing before', async () => {
    const shipBy = dayFromToday(3);
    renderOrder(makeShipment(31, { ship_by: shipBy }));
    const first = within(await card());
    const from = notReceivedCaseFrom(shipBy).toISOString();
    expect(first.getByText(/you can open a case/)).toHaveTextContent(
      `If it has not arrived by ${formatShortDate(from)}, you can open a case.`,
    );
    expect(first.queryByRole('button', { name: 'Report a problem' })).toBeNull();
  });

  it('offers a "never arrived" case on a paid parcel two days past its ship-by day', async () => {
    const { user } = renderOrder(makeShipment(31, { ship_by: dayFromToday(-3) }));
    await user.click(within(await card()).getByRole('button', { name: 'Report a problem' }));
    expect(await screen.findByRole('radio', { name: 'It never arrived' })).toBeChecked();
  });

  it('offers nothing on a cancelled parcel', async () => {
    renderOrder(cancelled(makeShipment(31), 'Out of clay.'));
    const first = within(await card());
    expect(first.queryByRole('button', { name: 'Report a problem' })).toBeNull();
    expect(first.queryByText(/you can open a case/)).toBeNull();
  });
});
