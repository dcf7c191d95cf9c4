import assert from 'node:assert/strict';
import { createServer, type Socket } from 'node:net';
import { describe, test } from 'node:test';
import type { Enquiry } from '../../../shared/types';
import { startTestApp, useAdmin, useTestApp, withTestApp } from '../../../test/start-test-app';
import { until } from '../../../test/until';
import { createLogger } from '../../log';
import { enquiriesCsv } from './enquiries.routes';
import { createEnquiryNotifier } from './enquiry-notifier';

const valid = {
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '+91 98200 00000',
  subject: 'Bulk apples',
  message: 'Need 200 cartons of Fuji.',
};

describe('contact enquiries', () => {
  const app = useTestApp();
  const admin = useAdmin(app);

  test('a valid enquiry is stored and answered 201; the admin reads, marks and deletes it', async () => {
    const res = await app.client().post('/api/contact', { json: valid });
    assert.equal(res.status, 201);
    assert.deepEqual(await res.json(), { message: 'Message sent successfully!' });
    const list = await (await admin.get('/api/admin/enquiries')).json();
    assert.equal(list.length, 1);
    assert.deepEqual({ ...list[0], id: 0, createdAt: '' }, { ...valid, id: 0, createdAt: '', isRead: false, language: 'en', quote: null });
    const read = await admin.put(`/api/admin/enquiries/${list[0].id}`, { json: { isRead: true } });
    assert.equal((await read.json()).isRead, true);
    const csv = await admin.get('/api/admin/enquiries.csv');
    assert.equal(csv.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.equal(csv.headers.get('content-disposition'), 'attachment; filename="enquiries.csv"');
    assert.match(await csv.text(), /"Ravi Kumar","ravi@example.com"/);
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

  test('CSV neutralises spreadsheet formulas and quotes every field, for comma and semicolon spreadsheets alike', () => {
    const csv = enquiriesCsv([
      {
        ...valid,
        id: 1,
        name: '=HYPERLINK("x")',
        subject: 'x;=HYPERLINK("http://evil.example");+1\t@SUM(A1)',
        message: 'a,b\n"c"',
        isRead: false,
        createdAt: '2026-11-26T02:30:00.000Z',
        language: 'en',
        quote: null,
      },
    ]);
    assert.ok(csv.startsWith('\uFEFF"Received (IST)","Name",'));
    assert.ok(csv.includes('"2026-11-26 08:00",'), 'times in Mumbai time');
    assert.ok(csv.includes(`"'=HYPERLINK(""x"")"`));
    assert.ok(csv.includes(`"x;'=HYPERLINK(""http://evil.example"");'+1\t'@SUM(A1)"`));
    assert.ok(csv.includes('"a,b\n""c"""'));
    // Split as a semicolon spreadsheet splits (outside quotes): no piece starts a formula.
    for (const cell of csv.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/)) assert.doesNotMatch(cell.replace(/^"/, ''), /^[=+\-@]/, cell);
  });
});

/**
 * A tiny SMTP server on a real socket: every message nodemailer delivers is kept, headers and body decoded
 * (dot-stuffing and quoted-printable undone) so a test can read it as the owner would.
 */
async function startSmtpSink() {
  const messages: { raw: string; subject: string; text: string }[] = [];
  const lines: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let data: string[] | null = null;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      for (let i = buffer.indexOf('\r\n'); i >= 0; i = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (data) {
          if (line === '.') {
            messages.push(parseMessage(data.join('\r\n')));
            data = null;
            socket.write('250 OK queued\r\n');
          } else {
            const unstuffed = line.startsWith('..') ? line.slice(1) : line;
            data.push(unstuffed);
            lines.push(unstuffed);
          }
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250-test\r\n250 OK\r\n');
        else if (cmd === 'DATA') {
          data = [];
          socket.write('354 go\r\n');
        } else if (cmd === 'QUIT') {
          socket.write('221 bye\r\n');
          socket.end();
        } else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as { port: number }).port,
    messages,
    lines,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

function parseMessage(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  let text = raw.slice(split + 4);
  if (/^Content-Transfer-Encoding: quoted-printable$/im.test(head)) {
    text = text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    text = Buffer.from(text, 'latin1').toString('utf8'); // the bytes were UTF-8: मराठी is six of them a letter
  }
  return { raw, subject: /^Subject: (.*)$/m.exec(head)?.[1] ?? '', text: text.replace(/\r\n/g, '\n') };
}

describe('enquiry email alert', () => {
  test('sends to a real SMTP server; a failing server never loses the enquiry', async () => {
    const sink = await startSmtpSink();
    const received = sink.lines;
    const logger = createLogger(false);
    const notifier = createEnquiryNotifier(
      { host: '127.0.0.1', port: sink.port, from: 'site@example.com', to: 'owner@example.com', secure: false },
      logger,
    );
    const app = await startTestApp({ notifier });
    try {
      const res = await app.client().post('/api/contact', { json: { ...valid, subject: 'Mangoes for Dubai' } });
      assert.equal(res.status, 201);
      await until(() => received.some((l) => l.includes('Need 200 cartons')), 'the alert mail');
      assert.ok(received.some((l) => /^Subject: New enquiry: Mangoes for Dubai/.test(l)));
      assert.ok(received.some((l) => l.includes('Need 200 cartons of Fuji.')));
      assert.ok(received.includes('Language: English'), 'a message without a language came in English');
    } finally {
      await app.close();
      sink.close();
    }
    const errors: string[] = [];
    const failing = createEnquiryNotifier(
      { host: '127.0.0.1', port: 1, from: 'a@example.com', to: 'b@example.com', secure: false },
      {
        info() {},
        error: (event) => errors.push(event),
      },
    );
    await withTestApp({ notifier: failing }, async (app2) => {
      assert.equal((await app2.client().post('/api/contact', { json: valid })).status, 201);
      await until(() => errors.length > 0, 'the failure to be logged');
      assert.deepEqual(errors, ['enquiry_email_failed']);
      assert.equal(app2.deps.enquiries.list().length, 1);
    });
  });

  test('a quote request’s alert carries its details', async () => {
    const sink = await startSmtpSink();
    const notifier = createEnquiryNotifier(
      { host: '127.0.0.1', port: sink.port, from: 'site@example.com', to: 'owner@example.com', secure: false },
      createLogger(false),
    );
    const app = await startTestApp({ notifier, seed: true });
    try {
      const [product] = (await (await app.client().get('/api/products')).json()) as { id: number; name: string }[];
      const res = await app.client().post('/api/quote', {
        json: {
          productId: product!.id,
          name: 'Meera Shah',
          email: 'meera@freshmart.example',
          phone: '+91 98200 11111',
          buyerType: 'horeca',
          quantity: '1500',
          quantityUnit: 'kg',
          deliveryCity: 'Nashik',
          preferredMonth: '11',
          message: 'For our hotels.',
          language: 'mr',
        },
      });
      assert.equal(res.status, 201);
      await until(() => sink.messages.length > 0, 'the alert mail');
      const [mail] = sink.messages;
      assert.equal(mail?.subject, `New enquiry: Quote request: ${product!.name}`);
      for (const line of [
        `Product: ${product!.name}`,
        'Company: -',
        'Buyer type: Hotel, restaurant or caterer',
        'Quantity: 1,500 kg',
        'Delivery city: Nashik',
        'GSTIN: -',
        'Preferred month: November',
        'Language: Marathi (मराठी)',
        'For our hotels.',
      ]) {
        assert.ok(mail!.text.split('\n').includes(line), line);
      }
    } finally {
      await app.close();
      sink.close();
    }
  });

  /** A clock the test moves by hand and a timer that only records what it was asked to run (nothing waits an hour). */
  function fakeTime(startIso: string) {
    const timers: { fn: () => void; ms: number; unrefed: boolean }[] = [];
    const time = {
      ms: Date.parse(startIso),
      timers,
      now: () => time.ms,
      setTimer: (fn: () => void, ms: number) => {
        const timer = { fn, ms, unrefed: false };
        timers.push(timer);
        return {
          unref: () => {
            timer.unrefed = true;
          },
        };
      },
    };
    return time;
  }

  const enquiry = (id: number, createdAt: string, patch: Partial<Enquiry> = {}): Enquiry => ({
    ...valid,
    name: `Buyer ${id}`,
    subject: `Order ${id}`,
    id,
    isRead: false,
    createdAt,
    language: 'en',
    quote: null,
    ...patch,
  });

  test('at most 20 alerts an hour; the rest become one summary mail when the hour ends; the next hour starts fresh', async () => {
    const sink = await startSmtpSink();
    const time = fakeTime('2026-11-26T02:30:00.000Z'); // 08:00 in Mumbai
    const errors: string[] = [];
    const notifier = createEnquiryNotifier(
      { host: '127.0.0.1', port: sink.port, from: 'site@example.com', to: 'owner@example.com', secure: false },
      { info() {}, error: (event) => errors.push(event) },
      { now: time.now, setTimer: time.setTimer },
    );
    try {
      // 25 enquiries one minute apart, 08:00 to 08:24, as from 25 different addresses.
      const sends: Promise<void>[] = [];
      for (let i = 1; i <= 25; i++) {
        const patch = i === 22 ? { name: 'Evil\r\nBcc: victim@example.com', subject: 'Line one\nline two' } : {};
        sends.push(notifier.notify(enquiry(i, new Date(time.ms).toISOString(), patch)));
        time.ms += 60_000;
      }
      await Promise.all(sends); // each notify resolves once its mail was accepted (or not sent at all)
      assert.deepEqual(errors, []);
      assert.equal(sink.messages.length, 20, 'exactly 20 individual alerts in the first hour');
      assert.deepEqual(
        sink.messages.map((m) => m.subject).sort(),
        Array.from({ length: 20 }, (_, i) => `New enquiry: Order ${i + 1}`).sort(),
      );

      // One summary is scheduled for the end of the hour that began with the first alert (08:00 -> 09:00).
      assert.equal(time.timers.length, 1, 'one summary timer');
      const [timer] = time.timers;
      assert.equal(timer!.ms, 60 * 60_000 - 20 * 60_000, 'fires when the hour ends (scheduled at 08:20, the first enquiry over the limit)');
      assert.equal(timer!.unrefed, true, 'the timer never keeps the process alive');
      time.ms = Date.parse('2026-11-26T03:30:00.000Z'); // 09:00
      timer!.fn();
      await until(() => sink.messages.length >= 21, '21 alert mails');
      assert.equal(sink.messages.length, 21, 'exactly one summary mail');
      const summary = sink.messages[20]!;
      assert.equal(summary.subject, '5 more enquiries');
      assert.match(
        summary.text,
        /5 enquiries arrived after the limit of 20 alerts an hour was reached, between 2026-11-26 08:20 and 2026-11-26 08:24 \(Mumbai time\)/,
      );
      assert.match(summary.text, /admin panel under Enquiries/);
      for (const i of [21, 23, 24, 25]) assert.match(summary.text, new RegExp(`^- Buyer ${i}: Order ${i}$`, 'm'));
      assert.match(summary.text, /^- Evil Bcc: victim@example.com: Line one line two$/m, 'CR/LF stripped from listed names and subjects');
      assert.ok(!/^Bcc:/im.test(summary.raw), 'no header injected');
      assert.doesNotMatch(summary.text, /Need 200 cartons/, 'the summary lists subjects, not whole messages');

      // The next hour starts fresh: 20 more alerts go out one by one and nothing new is scheduled.
      const next: Promise<void>[] = [];
      for (let i = 26; i <= 45; i++) {
        next.push(notifier.notify(enquiry(i, new Date(time.ms).toISOString())));
        time.ms += 60_000;
      }
      await Promise.all(next);
      assert.equal(sink.messages.length, 41);
      assert.equal(time.timers.length, 1, 'no summary when the limit was not passed');
      assert.equal(sink.messages.filter((m) => /more enquir/.test(m.subject)).length, 1);
    } finally {
      sink.close();
    }
  });

  test('a summary that cannot be sent is logged, never thrown; without SMTP nothing is sent or scheduled', async () => {
    const time = fakeTime('2026-11-26T02:30:00.000Z');
    const errors: string[] = [];
    const failing = createEnquiryNotifier(
      { host: '127.0.0.1', port: 1, from: 'a@example.com', to: 'b@example.com', secure: false },
      { info() {}, error: (event) => errors.push(event) },
      { maxAlertsPerHour: 1, now: time.now, setTimer: time.setTimer },
    );
    await failing.notify(enquiry(1, '2026-11-26T02:30:00.000Z'));
    await failing.notify(enquiry(2, '2026-11-26T02:31:00.000Z'));
    assert.deepEqual(errors, ['enquiry_email_failed']);
    assert.equal(time.timers.length, 1);
    time.ms += 60 * 60_000;
    assert.doesNotThrow(() => time.timers[0]!.fn());
    await until(() => errors.length >= 2, 'two logged failures');
    assert.deepEqual(errors, ['enquiry_email_failed', 'enquiry_summary_email_failed']);

    // A timer that fires late: the first enquiry after the hour closes it (one summary), and the stale timer does nothing.
    errors.length = 0;
    await failing.notify(enquiry(3, '2026-11-26T03:31:00.000Z')); // alert of a new hour
    await failing.notify(enquiry(4, '2026-11-26T03:32:00.000Z')); // over the limit of 1
    assert.equal(time.timers.length, 2);
    time.ms += 60 * 60_000;
    await failing.notify(enquiry(5, '2026-11-26T04:32:00.000Z')); // closes the hour, then is the next hour's first alert
    await until(() => errors.length >= 3, 'three logged failures');
    time.timers[1]!.fn();
    await new Promise((r) => setTimeout(r, 100));
    assert.deepEqual(errors.sort(), ['enquiry_email_failed', 'enquiry_email_failed', 'enquiry_summary_email_failed']);
    errors.length = 2;

    const off = fakeTime('2026-11-26T02:30:00.000Z');
    const none = createEnquiryNotifier(null, { info() {}, error: (event) => errors.push(event) }, { now: off.now, setTimer: off.setTimer });
    for (let i = 1; i <= 25; i++) await none.notify(enquiry(i, '2026-11-26T02:30:00.000Z'));
    assert.equal(off.timers.length, 0);
    assert.equal(errors.length, 2);
  });
});

describe('quote requests', () => {
  const app = useTestApp();
  const admin = useAdmin(app);
  let product: { id: number; name: string; slug: string };
  let hidden: { id: number };
  let inHiddenCategory: { id: number };

  /** What the buyer asks a price for: stored with the enquiry as sent. */
  const asked = {
    company: 'FreshMart Stores',
    buyerType: 'supermarket',
    quantity: 120,
    quantityUnit: 'cartons',
    deliveryCity: 'Pune',
    gstin: '27AAPFU0939F1ZV',
    preferredMonth: 4,
  };
  const quote = () => ({
    productId: product.id,
    name: 'Meera Shah',
    email: 'meera@freshmart.example',
    phone: '+91 98200 11111',
    ...asked,
    message: 'Weekly deliveries from April.',
  });

  test('set up: a public product, an inactive one, and one in an inactive category', async () => {
    const fruit = await (await admin.post('/api/admin/categories', { json: { name: 'Mangoes' } })).json();
    const closed = await (await admin.post('/api/admin/categories', { json: { name: 'Closed', isActive: false } })).json();
    const create = async (json: object) => (await admin.post('/api/admin/products', { json })).json();
    product = await create({ name: 'Alphonso Mango', categoryId: fruit.id });
    hidden = await create({ name: 'Old Mango', categoryId: fruit.id, isActive: false });
    inHiddenCategory = await create({ name: 'Hidden Kiwi', categoryId: closed.id });
    assert.ok(product.id && hidden.id && inHiddenCategory.id);
  });

  test('a valid quote is stored as an enquiry with its details, answered 201', async () => {
    app.deps.rateLimits.clearAll();
    const res = await app.client().post('/api/quote', { json: quote() });
    assert.equal(res.status, 201);
    assert.deepEqual(await res.json(), { message: 'Quote request sent successfully!' });
    const [stored] = await (await admin.get('/api/admin/enquiries')).json();
    assert.equal(stored.subject, 'Quote request: Alphonso Mango');
    assert.equal(stored.message, 'Weekly deliveries from April.');
    assert.deepEqual(stored.quote, { productId: product.id, productName: 'Alphonso Mango', ...asked });
    // Form strings (a no-JavaScript POST) are read the same; a lowercase GSTIN is stored in capitals.
    const asForm = { ...quote(), productId: String(product.id), quantity: '2.5', preferredMonth: '', gstin: '27aapfu0939f1zv' };
    assert.equal((await app.client().post('/api/quote', { json: asForm })).status, 201);
    const [second] = await (await admin.get('/api/admin/enquiries')).json();
    assert.equal(second.quote.quantity, 2.5);
    assert.equal(second.quote.preferredMonth, null);
    assert.equal(second.quote.gstin, '27AAPFU0939F1ZV');
    app.deps.rateLimits.clearAll();
  });

  test('each bad field is refused with 400 and its own message; nothing is stored', async () => {
    const before = app.deps.enquiries.list().length;
    for (const [patch, field, message] of [
      [{ name: '' }, 'name', /Full name is required/],
      [{ email: 'meera@' }, 'email', /valid email/],
      [{ phone: '' }, 'phone', /Phone is required/],
      [{ phone: 'call me' }, 'phone', /Phone/],
      [{ buyerType: 'spy' }, 'buyerType', /Choose what kind of buyer you are/],
      [{ buyerType: undefined }, 'buyerType', /Choose what kind of buyer you are/],
      [{ quantity: 0 }, 'quantity', /more than 0/],
      [{ quantity: 'lots' }, 'quantity', /Quantity must be a number/],
      [{ quantity: 2_000_000 }, 'quantity', /Quantity must be at most 10,00,000$/],
      [{ quantityUnit: 'tonnes' }, 'quantityUnit', /Choose a unit/],
      [{ deliveryCity: ' ' }, 'deliveryCity', /Delivery city is required/],
      [{ deliveryCity: 'Pune\r\nBcc: x@example.com' }, 'deliveryCity', /single line/],
      // The right shape with a wrong check character (the last one: V -> W).
      [{ gstin: '27AAPFU0939F1ZW' }, 'gstin', /GSTIN must be 15 characters/],
      [{ gstin: '27AAPFU0939F1Z' }, 'gstin', /GSTIN must be 15 characters/],
      [{ preferredMonth: 13 }, 'preferredMonth', /Preferred month must be a month/],
      [{ productId: 'x' }, 'productId', /Choose a product/],
      [{ productId: 999_999 }, 'productId', /not available for a quote/],
      [{ productId: undefined }, 'productId', /Choose a product/],
    ] as const) {
      app.deps.rateLimits.clearAll();
      const res = await app.client().post('/api/quote', { json: { ...quote(), ...patch } });
      assert.equal(res.status, 400, JSON.stringify(patch));
      const body = await res.json();
      assert.match(body.fields?.[field] ?? '', message, JSON.stringify(patch));
      assert.doesNotMatch(JSON.stringify(body), /\bat \w+ \(/, 'no stack trace');
    }
    assert.equal(app.deps.enquiries.list().length, before);
    app.deps.rateLimits.clearAll();
  });

  test('an inactive product, or one in an inactive category, gets no quote (400 on productId)', async () => {
    for (const productId of [hidden.id, inHiddenCategory.id]) {
      app.deps.rateLimits.clearAll();
      const res = await app.client().post('/api/quote', { json: { ...quote(), productId } });
      assert.equal(res.status, 400);
      assert.match((await res.json()).fields.productId, /not available for a quote/);
    }
    app.deps.rateLimits.clearAll();
  });

  test('the honeypot drops bots silently; the throttle is the contact form’s, shared by both kinds', async () => {
    app.deps.rateLimits.clearAll();
    const before = app.deps.enquiries.list().length;
    const bot = await app.client().post('/api/quote', { json: { ...quote(), website: 'http://spam.example' } });
    assert.equal(bot.status, 201);
    assert.equal(app.deps.enquiries.list().length, before);
    const statuses = [
      (await app.client().post('/api/contact', { json: valid })).status,
      (await app.client().post('/api/quote', { json: quote() })).status,
      (await app.client().post('/api/contact', { json: valid })).status,
      (await app.client().post('/api/quote', { json: quote() })).status,
    ];
    // Five in the window (the bot's request counted, as for the contact form): the next is refused, whichever form sends it.
    const refusedQuote = await app.client().post('/api/quote', { json: quote() });
    const refusedContact = await app.client().post('/api/contact', { json: valid });
    assert.deepEqual([...statuses, refusedQuote.status, refusedContact.status], [201, 201, 201, 201, 429, 429]);
    assert.ok(Number(refusedQuote.headers.get('retry-after')) > 0);
    app.deps.rateLimits.clearAll();
  });

  test('the CSV has the quote columns after the spec’s, formula-neutralised; a contact message leaves them empty', async () => {
    app.deps.rateLimits.clearAll();
    await app.client().post('/api/quote', { json: { ...quote(), company: '=cmd|calc', deliveryCity: '+Pune' } });
    const csv = await (await admin.get('/api/admin/enquiries.csv')).text();
    const [header, ...rows] = csv.replace('\uFEFF', '').trim().split('\r\n');
    assert.equal(
      header,
      '"Received (IST)","Name","Email","Phone","Subject","Message","Read","Kind","Product","Company","Buyer type","Quantity","Delivery city","GSTIN","Preferred month","Language"',
    );
    assert.match(
      rows[0]!,
      /,"Quote request: Alphonso Mango","Weekly deliveries from April\.","no","quote","Alphonso Mango","'=cmd\|calc","Supermarket or chain","120 cartons","'\+Pune","27AAPFU0939F1ZV","April","English"$/,
    );
    const contactRow = rows.find((r) => r.includes('Bulk apples'))!;
    assert.match(contactRow, /,"contact","","","","","","","","English"$/);
    app.deps.rateLimits.clearAll();
  });
});
