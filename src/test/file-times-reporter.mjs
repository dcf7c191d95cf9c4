// A node:test reporter for run-tests.mjs, one JSON line per record: each top-level test or suite with the file that
// declared it, its duration and whether it failed (so that files sharing a process still get a time and a result
// each), then the run's counts (tests, pass, fail, …) as node:test reports them at the end.
const COUNT = /^(tests|pass|fail|cancelled|skipped|todo) (\d+)$/;

export default async function* fileTimes(source) {
  for await (const event of source) {
    if ((event.type === 'test:pass' || event.type === 'test:fail') && event.data.nesting === 0)
      yield `${JSON.stringify({ file: event.data.file, ms: event.data.details.duration_ms, failed: event.type === 'test:fail' })}\n`;
    const count = event.type === 'test:diagnostic' && event.data.nesting === 0 && COUNT.exec(event.data.message);
    if (count) yield `${JSON.stringify({ count: count[1], n: Number(count[2]) })}\n`;
  }
}
