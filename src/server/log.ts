// One JSON line per event on stdout/stderr: easy to read in journald and to grep by request id.

export type Logger = {
  info(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
};

export function createLogger(enabled = true): Logger {
  const write = (stream: NodeJS.WriteStream, level: string, event: string, fields?: Record<string, unknown>) => {
    if (!enabled) return;
    stream.write(`${JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })}\n`);
  };
  return {
    info: (event, fields) => write(process.stdout, 'info', event, fields),
    error: (event, fields) => write(process.stderr, 'error', event, fields),
  };
}

export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  return { error: String(error) };
}
