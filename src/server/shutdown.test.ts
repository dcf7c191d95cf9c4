// SIGTERM on the built server (SECURITY DB-5): in-flight requests finish, new connections are refused,
// the process exits 0 within 10 s, and the database is closed cleanly (the -wal is gone or empty).
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { Agent, type ClientRequest, request } from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { BUILT_ADMIN, startBuiltServer } from '../tooling/harness/built-server';
import { makePng } from '../tooling/harness/images';
import { SiteClient } from '../tooling/harness/site-client';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Reply = { status: number; body: string };

/** Starts a POST whose body is sent later, in pieces: the request is in flight until `finish` is called. */
function slowPost(url: string, agent: Agent, headers: Record<string, string>, body: Buffer) {
  let req!: ClientRequest;
  const reply = new Promise<Reply>((resolve, reject) => {
    req = request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': String(body.length) } }, (res) => {
      let text = '';
      res
        .setEncoding('utf8')
        .on('data', (c: string) => (text += c))
        .on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  req.flushHeaders();
  req.write(body.subarray(0, half));
  return {
    reply,
    /** Sends the rest in 8 pieces over `ms` milliseconds. */
    async finish(ms: number) {
      const rest = body.subarray(half);
      const step = Math.ceil(rest.length / 8);
      for (let i = 0; i < rest.length; i += step) {
        req.write(rest.subarray(i, i + step));
        await sleep(ms / 8);
      }
      req.end();
    },
  };
}

function multipartBody(boundary: string, png: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

test('SIGTERM drains in-flight requests, refuses new connections, exits 0 and closes the database', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fruit-sigterm-'));
  const server = await startBuiltServer({ dataDir });
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  try {
    const admin = new SiteClient(server.url);
    assert.equal((await admin.post('/api/auth/login', { json: BUILT_ADMIN })).status, 200);
    const cookie = admin.cookieHeader();
    // Warm keep-alive connections, so the drain must also close connections that go idle after their reply.
    await Promise.all(
      Array.from(
        { length: 8 },
        () =>
          new Promise<void>((resolve, reject) => {
            request(`${server.url}/api/categories`, { agent }, (res) => res.resume().on('end', resolve))
              .on('error', reject)
              .end();
          }),
      ),
    );

    // A large upload and many JSON writes, each with half its body sent: in flight at the server.
    const png = await makePng(1600, 1200, { r: 12, g: 200, b: 90 });
    const boundary = 'sigterm-test-boundary';
    const upload = slowPost(
      `${server.url}/api/admin/media/upload`,
      agent,
      {
        cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      multipartBody(boundary, png),
    );
    const writes = Array.from({ length: 12 }, (_, i) =>
      slowPost(
        `${server.url}/api/admin/categories`,
        agent,
        { cookie, 'content-type': 'application/json' },
        Buffer.from(JSON.stringify({ name: `In flight ${i}` })),
      ),
    );
    await sleep(300);

    server.child.kill('SIGTERM');
    await sleep(200);
    // The listener is closed at once: a new connection is refused.
    const refused = await new Promise<string>((resolve) => {
      const socket = connect(server.port, '127.0.0.1');
      socket.on('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    assert.equal(refused, 'ECONNREFUSED');

    await Promise.all([upload.finish(1500), ...writes.map((w) => w.finish(400))]);
    const replies = await Promise.all([upload.reply, ...writes.map((w) => w.reply)]);
    for (const reply of replies) assert.equal(reply.status, 201, reply.body);

    const { code, signal } = await server.exited;
    assert.equal(signal, null);
    assert.equal(code, 0, server.output());
    // Drained, not cut off by the 10 s force-close: idle keep-alive connections close as soon as their request is done.
    assert.match(server.output(), /"forced":false,"event":"stopped"/);

    const wal = path.join(dataDir, 'app.db-wal');
    assert.ok(!existsSync(wal) || statSync(wal).size === 0, 'the WAL was checkpointed and removed on close');
    const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    try {
      const names = (db.prepare('SELECT name FROM categories').all() as Array<{ name: string }>).map((r) => r.name).sort();
      assert.deepEqual(names, Array.from({ length: 12 }, (_, i) => `In flight ${i}`).sort());
      const media = db.prepare('SELECT filename FROM media').all() as Array<{ filename: string }>;
      assert.equal(media.length, 1);
      assert.ok(existsSync(path.join(dataDir, 'uploads', media[0]!.filename)));
    } finally {
      db.close();
    }
  } finally {
    agent.destroy();
    await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
