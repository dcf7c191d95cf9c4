import type { AvailabilityEntry, AvailabilityStatus, TradeSettings, TransportMode } from '../../../shared/availability/availability';
import type { Db } from '../../db/open-database';

type Row = {
  product_id: number;
  country: string;
  status: AvailabilityStatus;
  expected_on: string | null;
  mode: TransportMode | null;
  note: string;
  set_at: number;
};

/** A status as stored: the product and origin it is for, and what the owner set. */
export type StoredAvailability = AvailabilityEntry & { productId: number; country: string };

const toStored = (r: Row): StoredAvailability => ({
  productId: r.product_id,
  country: r.country,
  status: r.status,
  expectedOn: r.expected_on,
  mode: r.mode,
  note: r.note,
  setAt: r.set_at,
});

/** The owner's statuses, one per product and origin (the country is matched without case), and how long one stands. */
export function createAvailabilityRepo(db: Db) {
  const all = db.prepare<[], Row>(`SELECT * FROM availability ORDER BY product_id, country`);
  const one = db.prepare<{ productId: number; country: string }, Row>(
    `SELECT * FROM availability WHERE product_id = @productId AND country = @country`,
  );
  const upsert = db.prepare(
    `INSERT INTO availability (product_id, country, status, expected_on, mode, note, set_at)
     VALUES (@productId, @country, @status, @expectedOn, @mode, @note, @setAt)
     ON CONFLICT (product_id, country) DO UPDATE SET country = excluded.country, status = excluded.status,
       expected_on = excluded.expected_on, mode = excluded.mode, note = excluded.note, set_at = excluded.set_at`,
  );
  const remove = db.prepare(`DELETE FROM availability WHERE product_id = @productId AND country = @country`);
  const settings = db.prepare<[], { stale_after_days: number; price_basis: string; price_max_age_days: number }>(
    `SELECT stale_after_days, price_basis, price_max_age_days FROM trade_settings WHERE id = 1`,
  );
  const updateSettings = db.prepare(
    `UPDATE trade_settings SET stale_after_days = @staleAfterDays, price_basis = @priceBasis, price_max_age_days = @priceMaxAgeDays
     WHERE id = 1`,
  );
  const tradeSettings = (): TradeSettings => {
    const row = settings.get()!;
    return { staleAfterDays: row.stale_after_days, priceBasis: row.price_basis, priceMaxAgeDays: row.price_max_age_days };
  };

  return {
    all: (): StoredAvailability[] => all.all().map(toStored),
    get: (productId: number, country: string): StoredAvailability | undefined => {
      const row = one.get({ productId, country });
      return row && toStored(row);
    },
    /** Sets one origin's status (`entry`), or clears it (null): the season speaks again. */
    set(productId: number, country: string, entry: AvailabilityEntry | null): void {
      if (entry === null) remove.run({ productId, country });
      else upsert.run({ productId, country, ...entry });
    },
    /** Days a status stands before it reads "Ask for current availability" (a site setting). */
    staleAfterDays: (): number => tradeSettings().staleAfterDays,
    /** The trade settings: how long a status and a price stand, and the owner's words for how prices work. */
    tradeSettings,
    /** Changes the settings `change` names; the rest stay. Answers them all as saved. */
    updateTradeSettings: (change: Partial<TradeSettings>): TradeSettings => {
      updateSettings.run({ ...tradeSettings(), ...change });
      return tradeSettings();
    },
  };
}
export type AvailabilityRepo = ReturnType<typeof createAvailabilityRepo>;
