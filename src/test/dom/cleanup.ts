// What a test sets up in the DOM kit (a stubbed fetch or XHR, a mounted React root, a silenced console) is
// registered here as it is made, and undone after every test, in reverse order, whether the test passed or threw.
// Nothing has to be remembered: the hook is registered when the kit is first imported. Undo-steps run even when
// one of them throws; the errors are reported together afterwards.
import { afterEach } from 'node:test';

type Undo = () => void | Promise<void>;
const undoSteps: Undo[] = [];

/** Registers a step that undoes something a test set up; it runs at the end of the test (or at cleanup()). */
export function onCleanup(undo: Undo): void {
  undoSteps.push(undo);
}

/**
 * Undoes everything registered so far (newest first) and empties the document. Runs by itself after each test;
 * call it inside a test to start again from a clean page (it also puts the real fetch and XHR back).
 */
export async function cleanup(): Promise<void> {
  const errors: unknown[] = [];
  for (let undo = undoSteps.pop(); undo; undo = undoSteps.pop()) {
    try {
      await undo();
    } catch (error) {
      errors.push(error);
    }
  }
  if (typeof document !== 'undefined') document.body.replaceChildren();
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, 'several clean-up steps failed');
}

// Hooks registered at the top level apply to every test of the file, nested ones included. (A subtest made with
// t.test() is a test too: the clean-up also runs after it.)
afterEach(cleanup);
