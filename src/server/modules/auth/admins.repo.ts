import type { Db } from '../../db/open-database';

/** `first_start_password`: 1 while the password is still the one the first start generated and printed. */
export type AdminRow = { id: number; username: string; password_hash: string; first_start_password: 0 | 1 };

export function createAdminsRepo(db: Db) {
  const byUsername = db.prepare<{ username: string }, AdminRow>(`SELECT * FROM admins WHERE username = @username`);
  const byId = db.prepare<{ id: number }, AdminRow>(`SELECT * FROM admins WHERE id = @id`);
  const first = db.prepare<[], AdminRow>(`SELECT * FROM admins ORDER BY id LIMIT 1`);
  const insert = db.prepare(
    `INSERT INTO admins (username, password_hash, first_start_password, updated_at) VALUES (@username, @hash, @generated, @now)`,
  );
  const setHash = db.prepare(`UPDATE admins SET password_hash = @hash, updated_at = @now WHERE id = @id`);
  const setUser = db.prepare(
    `UPDATE admins SET username = @username, password_hash = @hash, first_start_password = 0, updated_at = @now WHERE id = @id`,
  );
  const changeHash = db.prepare(`UPDATE admins SET password_hash = @hash, first_start_password = 0, updated_at = @now WHERE id = @id`);

  return {
    findByUsername: (username: string) => byUsername.get({ username }),
    findById: (id: number) => byId.get({ id }),
    /** The single admin account, if one exists. */
    first: () => first.get(),
    /** `generated`: the first start made the password up and printed it (the setup checklist asks for a new one). */
    create(username: string, hash: string, { generated = false } = {}): number {
      return Number(insert.run({ username, hash, generated: generated ? 1 : 0, now: new Date().toISOString() }).lastInsertRowid);
    },
    /** The same password, hashed anew (stronger parameters): a generated password stays generated. */
    setPasswordHash(id: number, hash: string): void {
      setHash.run({ id, hash, now: new Date().toISOString() });
    },
    /** The owner chose a new password. */
    changePassword(id: number, hash: string): void {
      changeHash.run({ id, hash, now: new Date().toISOString() });
    },
    /** The operator set the username and password (npm run admin:password). */
    setCredentials(id: number, username: string, hash: string): void {
      setUser.run({ id, username, hash, now: new Date().toISOString() });
    },
  };
}
export type AdminsRepo = ReturnType<typeof createAdminsRepo>;
