// Preloaded (--import) into the built server by src/server/locale-data.test.ts. Each of these makes ICU load data
// the first time it runs (locale data: about 4-6 MB of the node executable's pages; normalization: about 1 MB), and
// those pages then stay in the process's memory. Each call is written to stderr as "ICU-USE <name>" with where it came from.
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
  if (Intl[key]) spy(Intl, key, `Intl.${key}`);
}
spy(Number.prototype, 'toLocaleString', 'Number.prototype.toLocaleString');
for (const key of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) spy(Date.prototype, key, `Date.prototype.${key}`);
for (const key of ['localeCompare', 'toLocaleLowerCase', 'toLocaleUpperCase']) spy(String.prototype, key, `String.prototype.${key}`);
spy(String.prototype, 'normalize', 'String.prototype.normalize');
