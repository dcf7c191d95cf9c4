import '../../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CompanyData } from '../../../shared/company';
import { click, dialog, getButton, getField, getText, keyDown, routes, stubFetch, submit, type, waitFor } from '../../../test/dom';
import { confirmDelete, renderAdmin, waitForFailureToast, waitForToast } from '../../../test/dom/admin';

const data: CompanyData = {
  countries: ['Turkey', 'Chile', 'Peru'].map((name, i) => ({ id: i + 1, name, isActive: true, position: i + 1 })),
  cities: [{ id: 1, name: 'Mumbai', isActive: true, position: 1 }],
  partners: [{ id: 1, name: 'Swiggy', logoPath: null, url: '', isActive: true, position: 1 }],
  hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '06:00', closes: weekday === 7 ? '14:00' : '18:00' })),
  shops: [
    {
      id: 1,
      name: 'APMC Vashi Shop 47',
      address: 'Shop No. 47, APMC, Vashi',
      phone: '',
      hours: '',
      latitude: null,
      longitude: null,
      position: 1,
    },
  ],
  foundingYear: 1985,
};

type Reply = { status?: number; body?: unknown };

function setup(reply: Record<string, (call: { body: unknown }) => Reply | Promise<Reply>> = {}) {
  return stubFetch(
    routes({
      'GET /api/admin/enquiries': { body: [] },
      'GET /api/admin/company': { body: data },
      'POST /api/admin/company/countries': (call) => ({ status: 201, body: { id: 9, position: 4, ...(call.body as object) } }),
      'PUT /api/admin/order/countries': { status: 204 },
      'PUT /api/admin/company/countries/2': (call) => ({ body: { id: 2, position: 2, ...(call.body as object) } }),
      'PUT /api/admin/company/hours': { body: data.hours },
      'POST /api/admin/company/shops': (call) => ({ status: 201, body: { id: 5, position: 2, ...(call.body as object) } }),
      ...reply,
    }),
  );
}

test('countries: the active count, add (checked first), move with the keyboard-usable buttons (announced), switch one off', async () => {
  // The order's save is held back: while it is on its way, the list already shows the new order.
  let answer: (reply: { status: number }) => void = () => {};
  const held = new Promise<{ status: number }>((resolve) => {
    answer = resolve;
  });
  const calls = setup({ 'PUT /api/admin/order/countries': () => held });
  await renderAdmin('/admin/company');
  await waitFor(() => getText('3 active countries on the site'));
  assert.equal(getButton('Move Turkey up').disabled, true, 'the first cannot move up');
  assert.equal(getButton('Move Peru down').disabled, true, 'the last cannot move down');

  await click(getButton('Add Country'));
  getText('Name is required');
  assert.equal(calls.filter((c) => c.method === 'POST').length, 0, 'nothing sent');
  await type(getField('New country'), 'Japan');
  await click(getButton('Add Country'));
  await waitForToast('Country Japan added successfully');

  const down = getButton('Move Turkey down');
  down.focus();
  await click(down);
  getText('Turkey moved to position 2 of 3.');
  assert.deepEqual(
    [...document.querySelectorAll('[aria-label="Supplier Countries, in the order the site shows them"] > li')].map((li) =>
      li.getAttribute('data-entry'),
    ),
    ['Chile', 'Turkey', 'Peru'],
    'the list shows the new order while it saves',
  );
  assert.equal(document.activeElement, getButton('Move Turkey down'), 'focus follows Turkey to its new place');
  answer({ status: 204 });
  await waitForToast('Order updated successfully');
  await click(getField('Show Chile on the site'));
  await waitForToast('Country Chile updated successfully');
  assert.deepEqual(
    calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url, c.body]),
    [
      ['POST', '/api/admin/company/countries', { name: 'Japan', isActive: true }],
      ['PUT', '/api/admin/order/countries', { ids: [2, 1, 3] }],
      ['PUT', '/api/admin/company/countries/2', { name: 'Chile', isActive: false }],
    ],
  );
});

test("a refused write shows the server's message in a destructive toast", async () => {
  setup({
    'POST /api/admin/company/countries': () => ({
      status: 409,
      body: { message: 'A country with this name already exists', code: 'conflict' },
    }),
  });
  await renderAdmin('/admin/company');
  await waitFor(() => getField('New country'));
  await type(getField('New country'), 'turkey');
  await click(getButton('Add Country'));
  await waitForFailureToast('Failed to update company details', 'A country with this name already exists');
});

test('hours: closing before opening is refused beside the day until the day is edited; a closed day is sent as closed', async () => {
  const calls = setup();
  await renderAdmin('/admin/company');
  await waitFor(() => getText('Business Hours'));
  getText('Shown as: Monday-Saturday 6:00 AM-6:00 PM, Sunday 6:00 AM-2:00 PM');
  const mondayCloses = document.querySelectorAll<HTMLInputElement>('input[type="time"]')[1]!;
  await type(mondayCloses, '05:00');
  await click(getButton('Save Hours'));
  getText('Closing time must be after opening time');
  assert.equal(calls.filter((c) => c.method === 'PUT').length, 0);
  await type(mondayCloses, '18:00');
  assert.ok(!document.body.textContent?.includes('Closing time must be after opening time'), 'the message goes once the day is edited');
  await click(getField('Open on Sunday'));
  await click(getButton('Save Hours'));
  await waitForToast('Business hours updated successfully');
  const sent = calls.find((c) => c.method === 'PUT')!.body as { days: Array<{ weekday: number; opens: string | null }> };
  assert.deepEqual(sent.days.at(-1), { weekday: 7, opens: null, closes: null });
});

test('shops: the dialog checks a half-given position before sending, then creates the shop', async () => {
  const calls = setup();
  await renderAdmin('/admin/company');
  await waitFor(() => getText('1 shop on the site'));
  await click(getButton('Add Shop'));
  const form = dialog().querySelector('form')!;
  await type(getField('Name', dialog()), 'Turbhe Store');
  await type(getField('Address', dialog()), 'Turbhe, Navi Mumbai');
  await type(getField('Latitude', dialog()), '19.07');
  await submit(form);
  getText('Enter both latitude and longitude, or neither');
  await type(getField('Longitude', dialog()), '73.01');
  await submit(form);
  await waitForToast('Shop created successfully');
  assert.deepEqual(calls.find((c) => c.method === 'POST')!.body, {
    name: 'Turbhe Store',
    address: 'Turbhe, Navi Mumbai',
    phone: '',
    hours: '',
    latitude: 19.07,
    longitude: 73.01,
  });
});

test('a country is renamed in its row (checked first; Escape leaves it as it was), and deleted only after asking', async () => {
  const calls = setup({
    'PUT /api/admin/company/countries/3': (call) => ({ body: { id: 3, position: 3, ...(call.body as object) } }),
    'DELETE /api/admin/company/countries/1': () => ({ status: 204 }),
  });
  await renderAdmin('/admin/company');
  await waitFor(() => getText('3 active countries on the site'));

  await click(getButton('Rename Chile'));
  await keyDown(getField('New name for Chile'), 'Escape');
  assert.ok(![...document.querySelectorAll('label')].some((l) => l.textContent?.includes('New name for Chile')), 'Escape closes the field');
  assert.equal(calls.filter((c) => c.method === 'PUT').length, 0, 'and sends nothing');
  await click(getButton('Rename Peru'));
  await type(getField('New name for Peru'), '  ');
  await click(getButton('Save'));
  getText('Name is required');
  await type(getField('New name for Peru'), 'Peru (Ica)');
  await click(getButton('Save'));
  await waitForToast('Country Peru (Ica) updated successfully');

  await click(getButton('Delete Turkey'));
  assert.equal(calls.filter((c) => c.method === 'DELETE').length, 0, 'nothing deleted before the answer');
  await click(getButton('Cancel', dialog()));
  assert.equal(calls.filter((c) => c.method === 'DELETE').length, 0, 'Cancel deletes nothing');
  await click(getButton('Delete Turkey'));
  await confirmDelete('Are you sure you want to delete Turkey?');
  await waitForToast('Country Turkey deleted successfully');
  assert.deepEqual(
    calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url, c.body]),
    [
      ['PUT', '/api/admin/company/countries/3', { name: 'Peru (Ica)', isActive: true }],
      ['DELETE', '/api/admin/company/countries/1', undefined],
    ],
  );
});
