// The admin app in the test document, and what its toasts say.
import './install';
import assert from 'node:assert/strict';
import { MemoryRouter } from 'react-router';
import { AdminApp } from '../../admin/app';
import { createQueryClient } from '../../admin/data/query-client';
import type { AuthStatus } from '../../shared/types';
import { onCleanup } from './cleanup';
import { click, settle, waitFor } from './interact';
import { type Call, type RouteTable, routes, stubFetch } from './network';
import { dialog, getButton, getText, text } from './queries';
import { render } from './render';

const signedIn: AuthStatus = { isAuthenticated: true, username: 'owner' };

/** The whole admin app at `path`, signed in unless told otherwise (null: no auth known yet). Returns what `leave` was called with. */
export async function renderAdmin(path: string, auth: AuthStatus | null = signedIn): Promise<{ left: string[] }> {
  const left: string[] = [];
  // Emptied after the test: a query's garbage-collection timer (a minute for a media search) would otherwise keep
  // the test process alive after its last test.
  const queryClient = createQueryClient();
  onCleanup(() => queryClient.clear());
  await render(
    <MemoryRouter initialEntries={[path]}>
      <AdminApp auth={auth ?? undefined} queryClient={queryClient} leave={(url) => left.push(url)} />
    </MemoryRouter>,
  );
  await settle();
  return { left };
}

/**
 * The usual start of a section test: the API stubbed with the routes of `api`, the admin rendered at `path`, then
 * a wait until `ready` shows (a text, or a check that throws until the page is ready). Returns the calls made.
 */
export async function openSection(path: string, ready: string | (() => void), api: RouteTable): Promise<Call[]> {
  const calls = stubFetch(routes(api));
  await renderAdmin(path);
  await waitFor(typeof ready === 'string' ? () => getText(ready) : ready);
  return calls;
}

type ToastTexts = { title: string; description: string; variant: string };

/** The toast on screen (the admin shows one at a time), or null. */
export function toastTexts(): ToastTexts | null {
  const card = document.querySelector('[data-toast]');
  if (!card) return null;
  const description = card.querySelector('[data-toast-description]');
  return {
    title: text(card.querySelector('[data-toast-title]') ?? card),
    description: description ? text(description) : '',
    variant: card.getAttribute('data-toast') ?? '',
  };
}

/** Waits until the toast on screen is this one: by its title alone, or its title, description and variant. */
export async function waitForToast(expected: string | ToastTexts): Promise<void> {
  await waitFor(() =>
    typeof expected === 'string' ? assert.equal(toastTexts()?.title, expected) : assert.deepEqual(toastTexts(), expected),
  );
}

/** Waits until the toast on screen is a failure (the destructive variant) with this title and description. */
export async function waitForFailureToast(title: string, description: string): Promise<void> {
  await waitForToast({ title, description, variant: 'destructive' });
}

/** Answers the open delete confirmation: checks that it asks `question`, then presses its Delete. */
export async function confirmDelete(question: string, confirmLabel = 'Delete'): Promise<void> {
  getText(question, dialog());
  await click(getButton(confirmLabel, dialog()));
}
