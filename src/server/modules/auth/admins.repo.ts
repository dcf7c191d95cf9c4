import type { Db } from '../../db/open-database';

export type AdminRow = { id: number; username: string; password_hash: string };

export function createAdminsRepo(db: Db) {
  const byUsername = db.prepare<{ username: string }, AdminRow>(`SELECT * FROM admins WHERE username = @username`);
  const byId = db.prepare<{ id: number }, AdminRow>(`SELECT * FROM admins WHERE id = @id`);
  const first = db.prepare<[], AdminRow>(`SELECT * FROM admins ORDER BY id LIMIT 1`);
  const insert = db.prepare(`INSERT INTO admins (username, password_hash, updated_at) VALUES (@username, @hash, @now)`);
  const setHash = db.prepare(`UPDATE admins SET password_hash = @hash, updated_at = @now WHERE id = @id`);
  const setUser = db.prepare(`UPDATE admins SET username = @username, password_hash = @hash, updated_at = @now WHERE id = @id`);

  return {
    findByUsername: (username: string) => byUsername.get({ username }),
    findById: (id: number) => byId.get({ id }),
    /** The single admin account, if one exists. */
    first: () => first.get(),
    create(username: string, hash: string): number {
      return Number(insert.run({ username, hash, now: new Date().toISOString() }).lastInsertRowid);
    },
    setPasswordHash(id: number, hash: string): void {
      setHash.run({ id, hash, now: new Date().toISOString() });
    },
    setCredentials(id: number, username: string, hash: string): void {
      setUser.run({ id, username, hash, now: new Date().toISOString() });
    },
  };
}
export type AdminsRepo = ReturnType<typeof createAdminsRepo>;
