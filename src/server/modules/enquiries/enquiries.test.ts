import assert from 'node:assert/strict';
import { createServer, type Socket } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { createLogger } from '../../log';
import { startTestApp, type TestApp, type TestClient } from '../../../test/start-test-app';
import { createEnquiryNotifier } from './enquiry-notifier';
import { enquiriesCsv } from './enquiries.routes';

const valid = { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '+91 98200 00000', subject: 'Bulk apples', message: 'Need 200 cartons of Fuji.' };

describe('contact enquiries', () => {
  let app: TestApp;
  let admin: TestClient;
  before(async () => {
    app = await startTestApp();
    admin = await app.admin();
  });
  after(() => app.close());

  test('a valid enquiry is stored and answered 201; the admin reads, marks and deletes it', async () => {
    const res = await app.client().post('/api/contact', { json: valid });
    assert.equal(res.status, 201);
    assert.deepEqual(await res.json(), { message: 'Message sent successfully!' });
    const list = await (await admin.get('/api/admin/enquiries')).json();
    assert.equal(list.length, 1);
    assert.deepEqual({ ...list[0], id: 0, createdAt: '' }, { ...valid, id: 0, createdAt: '', isRead: false });
    const read = await admin.put(`/api/admin/enquiries/${list[0].id}`, { json: { isRead: true } });
    assert.equal((await read.json()).isRead, true);
    const csv = await admin.get('/api/admin/enquiries.csv');
    assert.match(csv.headers.get('content-type') ?? '', /text\/csv/);
    assert.match(await csv.text(), /Ravi Kumar,ravi@example.com/);
    assert.equal((await admin.delete(`/api/admin/enquiries/${list[0].id}`)).status, 204);
    assert.equal((await admin.delete(`/api/admin/enquiries/${list[0].id}`)).status, 404);
    assert.equal((await app.client().get('/api/admin/enquiries')).status, 401);
  });

  test('required fields, email format, header injection', async () => {
    for (const [patch, message] of [
      [{ name: '' }, /Full name is required/],
      [{ email: 'nope' }, /valid email/],
      [{ subject: undefined }, /Subject is required/],
      [{ message: '   ' }, /Message is required/],
      [{ subject: 'a\r\nBcc: x@example.com' }, /single line/],
      [{ phone: 'call me' }, /Phone/],
    ] as const) {
      const res = await app.client().post('/api/contact', { json: { ...valid, ...patch } });
      assert.equal(res.status, 400, JSON.stringify(patch));
      assert.match((await res.json()).message, message);
    }
    app.deps.rateLimits.clearAll();
  });

  test('the honeypot drops bots silently; 6th message from one IP in 10 minutes is 429', async () => {
    app.deps.rateLimits.clearAll();
    const bot = await app.client().post('/api/contact', { json: { ...valid, website: 'http://spam.example' } });
    assert.equal(bot.status, 201);
    assert.equal((await (await admin.get('/api/admin/enquiries')).json()).length, 0);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await app.client().post('/api/contact', { json: valid })).status);
    assert.deepEqual(statuses, [201, 201, 201, 201, 429, 429]);
    app.deps.rateLimits.clearAll();
  });

  test('CSV neutralises spreadsheet formulas and quotes fields', () => {
    const csv = enquiriesCsv([{ ...valid, id: 1, name: '=HYPERLINK("x")', message: 'a,b\n"c"', isRead: false, createdAt: '2026-11-26T02:30:00.000Z' }]);
    assert.ok(csv.startsWith('\uFEFFReceived (IST),'));
    assert.ok(csv.includes('2026-11-26 08:00,'), 'times in Mumbai time');
    assert.ok(csv.includes(`"'=HYPERLINK(""x"")"`));
    assert.ok(csv.includes('"a,b\n""c"""'));
  });
});

describe('enquiry email alert', () => {
  test('sends to a real SMTP server; a failing server never loses the enquiry', async () => {
    const received: string[] = [];
    const smtp = createServer((socket: Socket) => {
      let data = false;
      let buffer = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString();
        let i;
        while ((i = buffer.indexOf('\r\n')) >= 0) {
          const line = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          if (data) {
            if (line === '.') {
              data = false;
              socket.write('250 OK queued\r\n');
            } else received.push(line);
            continue;
          }
          const cmd = line.slice(0, 4).toUpperCase();
          if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250-test\r\n250 OK\r\n');
          else if (cmd === 'DATA') {
            data = true;
            socket.write('354 go\r\n');
          } else if (cmd === 'QUIT') {
            socket.write('221 bye\r\n');
            socket.end();
          } else socket.write('250 OK\r\n');
        }
      });
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    const port = (smtp.address() as { port: number }).port;
    const logger = createLogger(false);
    const notifier = createEnquiryNotifier({ host: '127.0.0.1', port, from: 'site@example.com', to: 'owner@example.com', secure: false }, logger);
    const app = await startTestApp({ notifier });
    try {
      const res = await app.client().post('/api/contact', { json: { ...valid, subject: 'Mangoes for Dubai' } });
      assert.equal(res.status, 201);
      for (let i = 0; i < 50 && !received.some((l) => l.includes('Need 200 cartons')); i++) await new Promise((r) => setTimeout(r, 50));
      assert.ok(received.some((l) => /^Subject: New enquiry: Mangoes for Dubai/.test(l)));
      assert.ok(received.some((l) => l.includes('Need 200 cartons of Fuji.')));
    } finally {
      await app.close();
      smtp.close();
    }
    const errors: string[] = [];
    const failing = createEnquiryNotifier({ host: '127.0.0.1', port: 1, from: 'a@example.com', to: 'b@example.com', secure: false }, {
      info() {},
      error: (event) => errors.push(event),
    });
    const app2 = await startTestApp({ notifier: failing });
    try {
      assert.equal((await app2.client().post('/api/contact', { json: valid })).status, 201);
      for (let i = 0; i < 100 && errors.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      assert.deepEqual(errors, ['enquiry_email_failed']);
      assert.equal(app2.deps.enquiries.list().length, 1);
    } finally {
      await app2.close();
    }
  });
});
