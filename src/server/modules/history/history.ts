import {
  diffSnapshots,
  type FieldChange,
  HISTORY_DAYS,
  REVISIONS_KEPT_PER_RECORD,
  type RecordKind,
  type RevisionAction,
  type RevisionDetail,
  type RevisionPage,
  type RevisionSummary,
  type Snapshot,
  TRASH_DAYS,
  type TrashEntry,
} from '../../../shared/history/history';
import { uploadBase } from '../../../shared/upload-names';
import type { Db } from '../../db/open-database';
import { conflict, HttpError, notFound } from '../../errors';
import { RECORD_KINDS, TRASHED_FILES_SQL } from './record-kinds';
import { checkProductRestore, type RestoreFix } from './restore-checks';
import { createSnapshots } from './snapshots';

/** A restore's answer: the change it made, and what the owner should know of it (a new address, a hidden category). */
export type Restored = { changeId: number; notes: string[] };

/**
 * Who made a change: the signed-in admin and the browser they used; `answer` is told the change's id, if one was
 * recorded. `expectedVersion`: the version of the change's first record the save was made from (If-Match): a save
 * from an older copy is refused (409) with what changed since.
 */
export type Actor = { adminId: number; username: string; device: string; answer?: (changeId: number) => void; expectedVersion?: number };
/** A record a change touches. */
export type Target = { kind: RecordKind; id: number };

type RevisionRow = {
  id: number;
  change_id: number;
  kind: RecordKind;
  record_id: number;
  action: RevisionAction;
  at: number;
  username: string;
  device: string;
  title: string;
  before: string | null;
  after: string | null;
  in_trash: number;
};

/** The kinds whose deletes go to the trash (the issue's list, and the company's own lists beside shops and partners). */
const TRASHED: ReadonlySet<RecordKind> = new Set([
  'product',
  'category',
  'gallery-folder',
  'gallery-image',
  'media',
  'licence',
  'shop',
  'partner',
  'country',
  'city',
]);

const DAY_MS = 24 * 60 * 60_000;

const summary = (r: RevisionRow): RevisionSummary => ({
  id: r.id,
  changeId: r.change_id,
  kind: r.kind,
  recordId: r.record_id,
  action: r.action,
  at: r.at,
  username: r.username,
  device: r.device,
  title: r.title,
  inTrash: r.in_trash === 1,
});
const parse = (json: string | null): Snapshot | null => (json === null ? null : (JSON.parse(json) as Snapshot));

/** 409 'stale': the save was made from an older copy; the body says what changed and the version to save over it. */
const staleCopy = (message: string, details: { version: number; changes: FieldChange[]; changedBy: string }) =>
  new HttpError(409, 'stale', message, { details });

/** What a SQLite constraint refusal on a restore means, in the owner's words. */
function restoreRefused(error: unknown): never {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    throw conflict('This version cannot come back as it was: another record now has its name, number or address. Change that one first.');
  }
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
    throw conflict('This version refers to something that has been deleted since (its category, folder or image). Restore that first.');
  }
  throw error;
}

/**
 * The history of every admin write (DECISION src/decisions/history.md): each change records, in the transaction of
 * the write itself, every touched record's rows before and after. Undo, a restore of any version and the trash are
 * all "put these records back to those rows", recorded as a change of their own.
 */
export function createHistory(deps: { db: Db; now: () => number; fileExists: (filename: string) => boolean }) {
  const { db, now } = deps;
  const snapshots = createSnapshots(db);
  /** The bases of the upload files the trash holds, made when first asked after a change (every upload request asks). */
  let trashedBases: Set<string> | undefined;
  const insert = db.prepare(
    `INSERT INTO revisions (change_id, kind, record_id, action, at, admin_id, username, device, title, before, after, in_trash)
     VALUES (@changeId, @kind, @recordId, @action, @at, @adminId, @username, @device, @title, @before, @after, @inTrash)`,
  );
  const nextChangeId = db.prepare<[], { id: number }>('SELECT coalesce(max(id), 0) + 1 AS id FROM revisions');
  const getOne = db.prepare<{ id: number }, RevisionRow>('SELECT * FROM revisions WHERE id = @id');
  const ofChange = db.prepare<{ changeId: number }, RevisionRow>('SELECT * FROM revisions WHERE change_id = @changeId ORDER BY id');
  const leaveTrash = db.prepare('UPDATE revisions SET in_trash = 0 WHERE change_id = @changeId AND in_trash = 1');
  const trashRows = db.prepare<[], RevisionRow>('SELECT * FROM revisions WHERE in_trash = 1 ORDER BY id DESC');
  const expiredTrash = db.prepare<{ before: number }, RevisionRow>('SELECT * FROM revisions WHERE in_trash = 1 AND at < @before');
  const trashedFiles = db.prepare<[], { filename: string }>(`${TRASHED_FILES_SQL}`);
  const liveFile = db.prepare<{ filename: string }, { n: number }>('SELECT count(*) AS n FROM media WHERE filename = @filename');
  const latest = db.prepare<{ kind: RecordKind; recordId: number }, { id: number | null }>(
    'SELECT max(id) AS id FROM revisions WHERE kind = @kind AND record_id = @recordId',
  );
  const latestOfKind = db.prepare<{ kind: RecordKind }, { record_id: number; id: number }>(
    'SELECT record_id, max(id) AS id FROM revisions WHERE kind = @kind GROUP BY record_id',
  );
  const firstSince = db.prepare<{ kind: RecordKind; recordId: number; after: number }, RevisionRow>(
    'SELECT * FROM revisions WHERE kind = @kind AND record_id = @recordId AND id > @after ORDER BY id LIMIT 1',
  );
  /** A record's version: its newest revision's id; 0 while it has none (the starter content). */
  const versionOf = (kind: RecordKind, id: number): number => latest.get({ kind, recordId: id })?.id ?? 0;

  /** Refuses a save made from an older copy of its record than the one stored now, saying what changed since. */
  function checkVersion(actor: Actor, target: Target | undefined): void {
    if (actor.expectedVersion === undefined || !target) return;
    const current = versionOf(target.kind, target.id);
    if (current === actor.expectedVersion) return;
    const since = firstSince.get({ kind: target.kind, recordId: target.id, after: actor.expectedVersion });
    const changes = since ? diffSnapshots(parse(since.before), snapshots.take(target.kind, target.id)) : [];
    const fields = [...new Set(changes.map((c) => c.label))];
    const who = since ? `${since.username} (${since.device}) changed it on ${new Date(since.at).toISOString()}` : 'it was changed';
    throw staleCopy(
      `This was changed since you opened it${fields.length ? `: ${fields.join(', ')}` : ''}. Reload to see the changes, or save yours over them.`,
      { version: current, changes, changedBy: who },
    );
  }
  const prune = db.prepare<{ before: number; kept: number }>(
    `DELETE FROM revisions WHERE at < @before AND in_trash = 0 AND id NOT IN (
       SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY kind, record_id ORDER BY id DESC) AS n FROM revisions) WHERE n <= @kept)`,
  );

  /** Writes the revisions of one change: every target whose rows differ from before. */
  function write(actor: Actor, targets: Array<Target & { before: Snapshot | null }>, action: RevisionAction): number {
    const { id: changeId } = nextChangeId.get()!;
    const at = now();
    let recorded = false;
    for (const { kind, id, before } of targets) {
      const after = snapshots.take(kind, id);
      if (JSON.stringify(before) === JSON.stringify(after)) continue;
      recorded = true;
      const shown = after ?? before!;
      insert.run({
        changeId,
        kind,
        recordId: id,
        action: before === null ? 'created' : after === null ? 'deleted' : action,
        at,
        adminId: actor.adminId,
        username: actor.username,
        device: actor.device,
        title: RECORD_KINDS[kind].title(shown) || `#${id}`,
        before: before && JSON.stringify(before),
        after: after && JSON.stringify(after),
        inTrash: after === null && TRASHED.has(kind) ? 1 : 0,
      });
    }
    if (recorded) {
      trashedBases = undefined;
      actor.answer?.(changeId);
    }
    return changeId;
  }

  function purgeRows(rows: RevisionRow[]): string[] {
    return db.transaction(() => {
      const files = new Set<string>();
      for (const row of rows) {
        for (const media of parse(row.before)?.media ?? []) if (typeof media.filename === 'string') files.add(media.filename);
        leaveTrash.run({ changeId: row.change_id });
      }
      trashedBases = undefined;
      const stillHeld = new Set(trashedFiles.all().map((f) => f.filename));
      return [...files].filter((f) => !stillHeld.has(f) && liveFile.get({ filename: f })!.n === 0);
    })();
  }

  /** Files a restore needs that are gone for good (purged from the trash): the restore is refused, nothing changes. */
  function checkFiles(snapshot: Snapshot | null) {
    for (const row of snapshot?.media ?? []) {
      if (typeof row.filename === 'string' && !deps.fileExists(row.filename)) {
        throw conflict(`The file "${String(row.original_name)}" was deleted for good when the trash was emptied; it cannot come back.`);
      }
    }
  }

  /**
   * Puts records back to the given snapshots, in order, as one change of its own. A conflict it can explain is
   * refused in words first (restore-checks.ts); `fixes` are the ones the owner asked for.
   */
  function putBack(actor: Actor, steps: Array<Target & { to: Snapshot | null }>, fixes: readonly RestoreFix[]): Restored {
    for (const step of steps) checkFiles(step.to);
    return db.transaction(() => {
      const notes: string[] = [];
      const checked = steps.map((step) => {
        const result = checkProductRestore(db, step, fixes);
        notes.push(...result.notes);
        return { ...step, to: result.to };
      });
      const targets = checked.map((s) => ({ kind: s.kind, id: s.id, before: snapshots.take(s.kind, s.id) }));
      try {
        for (const step of checked) snapshots.apply(step.kind, step.id, step.to);
      } catch (error) {
        restoreRefused(error);
      }
      return { changeId: write(actor, targets, 'restored'), notes };
    })();
  }

  const revision = (id: number): RevisionRow => {
    const row = getOne.get({ id });
    if (!row) throw notFound('This change is no longer in the history');
    return row;
  };

  return {
    /**
     * Runs `work` (the write) in one transaction with the revisions of every target it changes. Targets are read
     * before the work: a create names its record after it (see `created`).
     */
    change<T>(actor: Actor, targets: Target[], work: () => T, action: RevisionAction = 'updated'): T {
      return db.transaction(() => {
        checkVersion(actor, targets[0]);
        const before = targets.map((t) => ({ ...t, before: snapshots.take(t.kind, t.id) }));
        const result = work();
        write(actor, before, action);
        return result;
      })();
    },
    /** Runs a create and records it, when it made a record (a result with an id; a refusal records nothing). */
    created<T>(actor: Actor, kind: RecordKind, work: () => T): T {
      return db.transaction(() => {
        const result = work();
        const id = (result as { id?: unknown } | null | undefined)?.id;
        if (typeof id === 'number') write(actor, [{ kind, id, before: null }], 'created');
        return result;
      })();
    },
    /** Records records a write has just made, inside that write's transaction (the uploads' rows). */
    recordCreated(actor: Actor, targets: Target[]): void {
      write(
        actor,
        targets.map((t) => ({ ...t, before: null })),
        'created',
      );
    },
    versionOf,
    /** Every record of a kind that has a version, by id (a list screen reads them at once). */
    versionsOf: (kind: RecordKind): Record<number, number> =>
      Object.fromEntries(latestOfKind.all({ kind }).map((r) => [r.record_id, r.id])),
    /** The Activity list, newest first: optionally one kind, one record, a time range (epoch ms, `to` excluded). */
    list(filter: { kind?: RecordKind; recordId?: number; from?: number; to?: number; offset: number; limit: number }): RevisionPage {
      const where = ['1 = 1'];
      if (filter.kind) where.push('kind = @kind');
      if (filter.recordId !== undefined) where.push('record_id = @recordId');
      if (filter.from !== undefined) where.push('at >= @from');
      if (filter.to !== undefined) where.push('at < @to');
      const params = { kind: filter.kind, recordId: filter.recordId, from: filter.from, to: filter.to };
      const clause = where.join(' AND ');
      const total = db.prepare<object, { n: number }>(`SELECT count(*) AS n FROM revisions WHERE ${clause}`).get(params)!.n;
      const rows = db
        .prepare<object, RevisionRow>(`SELECT * FROM revisions WHERE ${clause} ORDER BY id DESC LIMIT @limit OFFSET @offset`)
        .all({ ...params, limit: filter.limit, offset: filter.offset });
      return { revisions: rows.map(summary), total };
    },
    get(id: number): RevisionDetail {
      const row = revision(id);
      const [before, after] = [parse(row.before), parse(row.after)];
      return { ...summary(row), before, after, changes: diffSnapshots(before, after) };
    },
    /** Takes back a whole change: each record it touched goes back to its rows before it, last first. */
    undo(actor: Actor, changeId: number, fixes: readonly RestoreFix[] = []): Restored {
      const rows = ofChange.all({ changeId });
      if (!rows.length) throw notFound('This change is no longer in the history');
      return db.transaction(() => {
        const id = putBack(
          actor,
          [...rows].reverse().map((r) => ({ kind: r.kind, id: r.record_id, to: parse(r.before) })),
          fixes,
        );
        leaveTrash.run({ changeId });
        trashedBases = undefined;
        return id;
      })();
    },
    /** Brings a record back to the version a revision made (a delete's revision: to the record as it was deleted). */
    restore(actor: Actor, revisionId: number, fixes: readonly RestoreFix[] = []): Restored {
      const row = revision(revisionId);
      const to = row.action === 'deleted' ? parse(row.before) : parse(row.after);
      return db.transaction(() => {
        const id = putBack(actor, [{ kind: row.kind, id: row.record_id, to }], fixes);
        if (row.action === 'deleted') leaveTrash.run({ changeId: row.change_id });
        trashedBases = undefined;
        return id;
      })();
    },
    /** What the trash holds: one entry per change that deleted something, newest first, with what it deleted. */
    trash(): TrashEntry[] {
      const byChange = new Map<number, RevisionRow[]>();
      for (const row of trashRows.all()) byChange.set(row.change_id, [...(byChange.get(row.change_id) ?? []), row]);
      return [...byChange.values()].map((rows) => {
        const first = rows.at(-1)!;
        return { ...summary(first), purgeAt: first.at + TRASH_DAYS * DAY_MS, alsoDeleted: rows.length - 1 };
      });
    },
    /** Restores a change from the trash: the same as its Undo. */
    restoreFromTrash(actor: Actor, changeId: number, fixes: readonly RestoreFix[] = []): Restored {
      if (!ofChange.all({ changeId }).some((r) => r.in_trash === 1)) throw notFound('This item is no longer in the trash');
      return this.undo(actor, changeId, fixes);
    },
    /**
     * Purges the trash: entries older than TRASH_DAYS (or all of them) leave it for good. Answers the upload files
     * nothing holds any more (no media row, no entry still in the trash), for the caller to remove from disk.
     */
    purge: (all = false): string[] => purgeRows(all ? trashRows.all() : expiredTrash.all({ before: now() - TRASH_DAYS * DAY_MS })),
    /** "Delete for good" of one entry of the trash (a change that deleted something); answers its files as `purge`. */
    purgeChange(changeId: number): string[] {
      const rows = ofChange.all({ changeId }).filter((r) => r.in_trash === 1);
      if (!rows.length) throw notFound('This item is no longer in the trash');
      return purgeRows(rows);
    },
    /** The upload files the trash still holds: kept on disk and in backups until purged. */
    trashedFilenames: (): Set<string> => new Set(trashedFiles.all().map((f) => f.filename)),
    /** Whether an upload (its own name or one of its variants', by their common base) is held only by the trash. */
    isTrashedUpload(filename: string): boolean {
      trashedBases ??= new Set([...trashedFiles.all()].map((f) => uploadBase(f.filename)));
      return trashedBases.size > 0 && trashedBases.has(uploadBase(filename));
    },
    /** Drops revisions older than HISTORY_DAYS beyond each record's last REVISIONS_KEPT_PER_RECORD. Answers how many. */
    prune: (): number => prune.run({ before: now() - HISTORY_DAYS * DAY_MS, kept: REVISIONS_KEPT_PER_RECORD }).changes,
  };
}
export type History = ReturnType<typeof createHistory>;
