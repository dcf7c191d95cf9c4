// Waiting for something a test set off in the background (a mail sent, a log line written): checked every 20 ms,
// failing by name once the time is up. The limit is generous, so a busy machine slows a test down without failing it.
export async function until(done: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !done(); ) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
