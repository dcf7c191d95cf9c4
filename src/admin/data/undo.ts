// Undo for every save and delete (issue "Undo anything"): each write the server records answers its change's id
// (the Change-Id header); the toast that follows it offers to take that change back, for UNDO_MS.
import { onRecordedChange } from '../../shared/http-client';

/** A toast comes at once after its write's answer (and the lists it refreshes); an older change is not its own. */
const TOAST_FOLLOWS_WITHIN_MS = 5000;

let pending: { changeId: number; at: number } | undefined;

/** Starts noting the changes writes record; the returned function stops it. */
export function listenForChanges(now: () => number = Date.now): () => void {
  onRecordedChange((header) => {
    if (header && /^[1-9][0-9]{0,14}$/.test(header)) pending = { changeId: Number(header), at: now() };
  });
  return () => {
    onRecordedChange(undefined);
    pending = undefined;
  };
}

/** The change the newest write recorded, once: a toast shown now offers to take it back. */
export function takeRecordedChange(now: () => number = Date.now): number | undefined {
  const change = pending;
  pending = undefined;
  return change && now() - change.at <= TOAST_FOLLOWS_WITHIN_MS ? change.changeId : undefined;
}
