// Preloaded (--import) into the built server by src/server/locale-data.test.ts. Each call below makes ICU load data
// the first time it runs (locale data: 4-6 MiB of the node executable's pages; normalization: about 1 MiB), and those
// pages then stay in the process's memory. Each call is written to stderr as "ICU-USE <name>" with where it came from,
// and the spy says "ICU-SPY <pid>" once it is in place. It sees what JavaScript calls, not what Node's own internals
// call through the built-ins they saved at start (TextDecoder's legacy encodings, buffer.transcode).
process.stderr.write(`ICU-SPY ${process.pid}\n`);
const report = (name) => {
  const where = (new Error().stack ?? '').split('\n').slice(3, 6).join(' | ');
  process.stderr.write(`ICU-USE ${name} at ${where}\n`);
};
const spy = (owner, key, name) => {
  owner[key] = new Proxy(owner[key], {
    apply(target, self, args) {
      report(name);
      return Reflect.apply(target, self, args);
    },
    construct(target, args, newTarget) {
      report(name);
      return Reflect.construct(target, args, newTarget);
    },
  });
};
for (const key of [
  'NumberFormat',
  'DateTimeFormat',
  'Collator',
  'PluralRules',
  'RelativeTimeFormat',
  'ListFormat',
  'Segmenter',
  'DisplayNames',
]) {
  if (!Intl[key]) continue;
  if (Intl[key].supportedLocalesOf) spy(Intl[key], 'supportedLocalesOf', `Intl.${key}.supportedLocalesOf`);
  spy(Intl, key, `Intl.${key}`);
}
for (const key of ['Locale', 'getCanonicalLocales', 'supportedValuesOf']) if (Intl[key]) spy(Intl, key, `Intl.${key}`);
spy(Number.prototype, 'toLocaleString', 'Number.prototype.toLocaleString');
spy(BigInt.prototype, 'toLocaleString', 'BigInt.prototype.toLocaleString');
for (const key of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) spy(Date.prototype, key, `Date.prototype.${key}`);
for (const key of ['localeCompare', 'toLocaleLowerCase', 'toLocaleUpperCase']) spy(String.prototype, key, `String.prototype.${key}`);
spy(String.prototype, 'normalize', 'String.prototype.normalize');
