// node src/tooling/bench/bare-koa.mjs <body file> <content type> [content encoding]
// The bench's ceiling for our stack: a bare Koa app, in its own process, sending the same bytes for every request
// (one middleware: Content-Type, Content-Encoding when given, ctx.body = the Buffer). Plain JavaScript run by plain
// node, so nothing else (no TypeScript loader) shares its process. Prints "listening <port>" once it listens.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import Koa from 'koa';

const USAGE = 'usage: node src/tooling/bench/bare-koa.mjs <body file> <content type> [content encoding]';
let positionals;
try {
  ({ positionals } = parseArgs({ options: {}, allowPositionals: true, strict: true }));
} catch (error) {
  const unknown = error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /'([^']+)'/.exec(error.message)?.[1] : undefined;
  console.error(`${unknown ? `unknown option ${unknown}` : error.message}\n${USAGE}`);
  process.exit(2);
}
const [file, type, encoding] = positionals;
if (!file || !type || positionals.length > 3) {
  console.error(`2-3 arguments wanted, ${positionals.length} given\n${USAGE}`);
  process.exit(2);
}
const body = readFileSync(file);
const app = new Koa();
app.use((ctx) => {
  ctx.set('Content-Type', type);
  if (encoding) ctx.set('Content-Encoding', encoding);
  ctx.body = body;
});
const server = app.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
