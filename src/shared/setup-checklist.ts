// The admin's setup checklist (issue "Keep it true every week"): what is still at its starter state, each item with
// how much of it is done. The server counts (GET /api/admin/setup); the admin words each item and links to its fix.

export const SETUP_ITEMS = ['contact', 'brand', 'licences', 'availability', 'password', 'email', 'publicOrigin', 'backup'] as const;
export type SetupItemId = (typeof SETUP_ITEMS)[number];

/** One item: `done` of `total` parts are no longer at their starter state; `dismissed`: the owner set it aside. */
export type SetupItem = { id: SetupItemId; done: number; total: number; dismissed: boolean };
export type SetupChecklist = { items: SetupItem[] };

export const isComplete = (item: Pick<SetupItem, 'done' | 'total'>) => item.done >= item.total;

/** The items the admin still lists: neither done nor dismissed. None left: the list is gone. */
export const openItems = (checklist: SetupChecklist): SetupItem[] => checklist.items.filter((i) => !i.dismissed && !isComplete(i));

/** A backup counts as recent for the checklist within a day of now. */
export const RECENT_BACKUP_MS = 24 * 60 * 60 * 1000;
