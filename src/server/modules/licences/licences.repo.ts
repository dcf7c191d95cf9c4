import { isShownOnSite, type Licence, type LicenceType, type PublicLicence, todayInIndia } from '../../../shared/licences';
import type { LicenceInput } from '../../../shared/schemas/licence';
import { entityRows } from '../../db/entity-rows';
import { newIdSql } from '../../db/migrations';
import type { Db } from '../../db/open-database';

/** The id a new row gets: never one a deleted row had (src/decisions/history.md). */
const NEW_ID = newIdSql('licences');

type Row = {
  id: number;
  type: LicenceType;
  number: string;
  issuer: string;
  valid_from: string;
  valid_until: string | null;
  is_active: number;
  document: string | null;
  updated_at: string;
};

const toLicence = (r: Row): Licence => ({
  id: r.id,
  type: r.type,
  number: r.number,
  issuer: r.issuer,
  validFrom: r.valid_from,
  validUntil: r.valid_until,
  isActive: r.is_active === 1,
  document: r.document,
  updatedAt: r.updated_at,
});

/** The order of the admin list and the site: the owner's (first by type as LICENCE_TYPES lists them, then by number). */
const ORDER = `position, id`;

export function createLicencesRepo(db: Db) {
  const all = db.prepare<[], Row>(`SELECT * FROM licences ORDER BY ${ORDER}`);
  const byDocument = db.prepare<{ document: string }, Row>(`SELECT * FROM licences WHERE document = @document`);
  const sameNumber = db.prepare<{ type: string; number: string; id: number }, { id: number }>(
    `SELECT id FROM licences WHERE type = @type AND number = @number AND id != @id`,
  );
  const rows = entityRows<LicenceInput, Row, Licence>(
    {
      getOne: db.prepare(`SELECT * FROM licences WHERE id = @id`),
      insert: db.prepare(
        `INSERT INTO licences (id, type, number, issuer, valid_from, valid_until, is_active, document, created_at, updated_at)
         VALUES (${NEW_ID}, @type, @number, @issuer, @validFrom, @validUntil, @isActive, @document, @now, @now)`,
      ),
      update: db.prepare(
        `UPDATE licences SET type = @type, number = @number, issuer = @issuer, valid_from = @validFrom, valid_until = @validUntil,
         is_active = @isActive, document = @document, updated_at = @now WHERE id = @id`,
      ),
      remove: db.prepare(`DELETE FROM licences WHERE id = @id`),
    },
    (input) => ({ ...input, isActive: input.isActive ? 1 : 0, now: new Date().toISOString() }),
    toLicence,
  );

  return {
    list: (): Licence[] => all.all().map(toLicence),
    get: rows.get,
    /** 'duplicate' when an entry of the same type already has this number. */
    create: (input: LicenceInput): Licence | 'duplicate' =>
      db.transaction(() => (sameNumber.get({ ...input, id: 0 }) ? 'duplicate' : rows.create(input)))(),
    update: (id: number, input: LicenceInput): Licence | 'duplicate' | undefined =>
      db.transaction(() => (sameNumber.get({ ...input, id }) ? 'duplicate' : rows.update(id, input)))(),
    delete: rows.delete,
    /**
     * Whether the document at this path belongs to licences of which the site shows none at `at` (inactive, not yet
     * valid or expired): then it is not public either (licence-documents.md).
     */
    documentHidden(path: string, at: Date): boolean {
      const holders = byDocument.all({ document: path }).map(toLicence);
      const today = todayInIndia(at);
      return holders.length > 0 && !holders.some((l) => isShownOnSite(l, today));
    },
    /** What the public site shows at `at`: active, already valid and unexpired entries, in India's calendar. */
    shown(at: Date): PublicLicence[] {
      const today = todayInIndia(at);
      return all
        .all()
        .map(toLicence)
        .filter((l) => isShownOnSite(l, today))
        .map(({ id, type, number, issuer, validFrom, validUntil, document }) => ({
          id,
          type,
          number,
          issuer,
          validFrom,
          validUntil,
          document,
        }));
    },
  };
}
export type LicencesRepo = ReturnType<typeof createLicencesRepo>;
