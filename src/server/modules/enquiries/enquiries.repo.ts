import type { EnquiryInput } from '../../../shared/schemas/contact';
import type { Enquiry } from '../../../shared/types';
import type { Db } from '../../db/open-database';

/** The row holds the enquiry as sent; only the read flag and the time have columns of their own. */
type Row = Omit<Enquiry, 'isRead' | 'createdAt' | 'quote'> & { is_read: number; created_at: string };

const toEnquiry = (r: Row): Enquiry => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  subject: r.subject,
  message: r.message,
  isRead: r.is_read === 1,
  createdAt: r.created_at,
  quote: null,
});

export function createEnquiriesRepo(db: Db) {
  const list = db.prepare<[], Row>(`SELECT * FROM enquiries ORDER BY created_at DESC, id DESC`);
  const getOne = db.prepare<{ id: number }, Row>(`SELECT * FROM enquiries WHERE id = @id`);
  const insert = db.prepare(
    `INSERT INTO enquiries (name, email, phone, subject, message, is_read, created_at)
     VALUES (@name, @email, @phone, @subject, @message, 0, @now)`,
  );
  const setRead = db.prepare(`UPDATE enquiries SET is_read = @isRead WHERE id = @id`);
  const remove = db.prepare(`DELETE FROM enquiries WHERE id = @id`);
  const unread = db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM enquiries WHERE is_read = 0`);

  return {
    list: (): Enquiry[] => list.all().map(toEnquiry),
    get(id: number): Enquiry | undefined {
      const row = getOne.get({ id });
      return row && toEnquiry(row);
    },
    create(input: Omit<EnquiryInput, 'website'>): Enquiry {
      const { name, email, phone, subject, message } = input;
      const { lastInsertRowid } = insert.run({ name, email, phone, subject, message, now: new Date().toISOString() });
      return toEnquiry(getOne.get({ id: Number(lastInsertRowid) })!);
    },
    setRead(id: number, isRead: boolean): Enquiry | undefined {
      return setRead.run({ id, isRead: isRead ? 1 : 0 }).changes ? toEnquiry(getOne.get({ id })!) : undefined;
    },
    delete: (id: number): boolean => remove.run({ id }).changes > 0,
    unreadCount: (): number => unread.get()!.n,
  };
}
export type EnquiriesRepo = ReturnType<typeof createEnquiriesRepo>;
