import { CASE_MESSAGES } from '@handmade/common';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../app/testing/renderApp';
import { admin } from '../../testing/adminFixtures';
import { escalated, makeCase, resolved } from '../../testing/caseFixtures';
import { fail, type Call } from '../../testing/fakeApi';

const waiting = escalated(makeCase(12));
const NOTE = 'The seller’s photos show the bowls packed; the tracking never moved. Full refund.';

function renderAsAdmin(routes = {}) {
  return renderApp('/cases/12', { user: admin, routes: { 'GET /api/cases/12': waiting, ...routes } });
}

const resolveForm = async () => within(await screen.findByRole('region', { name: 'Resolve the case' }));
const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');

describe('resolving a case', () => {
  it('fills the refund from the shortcuts, asks once more, and shows the outcome', async () => {
    const { user, api } = renderAsAdmin({ 'PUT /api/admin/cases/12/resolve': resolved(waiting, 90, NOTE) });
    const form = await resolveForm();
    expect(screen.getByRole('link', { name: /See the order in the console/ })).toHaveAttribute(
      'href',
      '/admin/orders/5',
    );
    expect(screen.getByRole('link', { name: 'shopper' })).toHaveAttribute('href', '/admin/users/1');
    const refund = form.getByRole('textbox', { name: 'Refund, in dollars' });
    expect(refund).toHaveAccessibleDescription("From 0 (no refund) to $90.00, the shipment's total.");

    await user.click(form.getByRole('button', { name: 'Full refund' }));
    expect(refund).toHaveValue('90.00');
    await user.click(form.getByRole('button', { name: 'No refund' }));
    expect(refund).toHaveValue('0');
    await user.click(form.getByRole('button', { name: 'Full refund' }));
    await user.type(form.getByRole('textbox', { name: /^Why/ }), NOTE);
    await user.click(form.getByRole('button', { name: 'Resolve…' }));

    const confirm = await screen.findByRole('dialog', { name: 'Refund $90.00 and close the case?' });
    expect(confirm).toHaveTextContent('This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(puts(api.calls)).toHaveLength(0);

    await user.click(form.getByRole('button', { name: 'Resolve…' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Resolve' }));
    const outcome = await screen.findByRole('region', { name: /^Resolved/ });
    expect(within(outcome).getByText('$90.00 refunded')).toBeInTheDocument();
    expect(puts(api.calls)[0]).toEqual({
      method: 'PUT',
      path: '/api/admin/cases/12/resolve',
      body: { refund: 90, note: NOTE },
    });
    expect(screen.queryByRole('region', { name: 'Resolve the case' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Write in the case' })).toBeNull();
  });

  it('checks the refund and the note before asking, and shows the server’s refusal under its field', async () => {
    const { user, api } = renderAsAdmin({
      'PUT /api/admin/cases/12/resolve': fail(400, 'Validation failed.', {
        refund: CASE_MESSAGES.refundTooHigh(90),
      }),
    });
    const form = await resolveForm();
    const refund = form.getByRole('textbox', { name: 'Refund, in dollars' });
    await user.click(form.getByRole('button', { name: 'Resolve…' }));
    expect(await form.findByText(CASE_MESSAGES.refundInvalid)).toBeInTheDocument();
    expect(form.getByText(CASE_MESSAGES.resolutionRequired)).toBeInTheDocument();
    await waitFor(() => expect(refund).toHaveFocus());

    await user.type(refund, '90.01');
    await user.type(form.getByRole('textbox', { name: /^Why/ }), 'Too much.');
    await user.click(form.getByRole('button', { name: 'Resolve…' }));
    expect(await form.findByText(CASE_MESSAGES.refundTooHigh(90))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(refund);
    await user.type(refund, '12.5');
    await user.click(form.getByRole('button', { name: 'Resolve…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Refund $12.50 and close the case?' });
    await user.click(within(confirm).getByRole('button', { name: 'Resolve' }));
    expect(await form.findByText(CASE_MESSAGES.refundTooHigh(90))).toBeInTheDocument();
    expect(puts(api.calls)[0]?.body).toEqual({ refund: 12.5, note: 'Too much.' });
  });

  it('is offered on an open case too, saying the buyer has not asked yet, and never to the buyer', async () => {
    renderAsAdmin({ 'GET /api/cases/12': makeCase(12) });
    const form = await resolveForm();
    expect(form.getByText('shopper has not asked us to decide yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask Handmade Market to decide' })).toBeNull();
  });

  it('asks about no refund in its own words', async () => {
    const { user } = renderAsAdmin();
    const form = await resolveForm();
    await user.click(form.getByRole('button', { name: 'No refund' }));
    await user.type(form.getByRole('textbox', { name: /^Why/ }), 'It was delivered.');
    await user.click(form.getByRole('button', { name: 'Resolve…' }));
    expect(await screen.findByRole('dialog', { name: 'Close the case with no refund?' })).toBeInTheDocument();
  });
});
