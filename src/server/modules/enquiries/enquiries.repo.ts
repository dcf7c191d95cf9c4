import type { Locale } from '../../../shared/i18n/locales';
import type { BuyerType, QuantityUnit, QuoteInput } from '../../../shared/quotes/quote-schema';
import type { EnquiryInput } from '../../../shared/schemas/contact';
import type { Enquiry } from '../../../shared/types';
import type { Db } from '../../db/open-database';
import { PUBLIC } from '../products/products.repo';

/** The row holds the enquiry as sent; only the read flag, the time and a quote's details have columns of their own. */
type Row = Omit<Enquiry, 'isRead' | 'createdAt' | 'quote'> & {
  is_read: number;
  created_at: string;
  kind: 'contact' | 'quote';
  product_id: number | null;
  product_name: string;
  company: string;
  buyer_type: string;
  quantity: number | null;
  quantity_unit: string;
  delivery_city: string;
  gstin: string;
  preferred_month: number | null;
};

const toEnquiry = (r: Row): Enquiry => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  subject: r.subject,
  message: r.message,
  isRead: r.is_read === 1,
  createdAt: r.created_at,
  language: r.language,
  quote:
    r.kind === 'quote'
      ? {
          productId: r.product_id,
          productName: r.product_name,
          company: r.company,
          buyerType: r.buyer_type as BuyerType,
          quantity: r.quantity ?? 0,
          quantityUnit: r.quantity_unit as QuantityUnit,
          deliveryCity: r.delivery_city,
          gstin: r.gstin,
          preferredMonth: r.preferred_month,
        }
      : null,
});

/** The subject a quote request is stored and listed with. */
export const quoteSubject = (productName: string) => `Quote request: ${productName}`;

export function createEnquiriesRepo(db: Db) {
  const list = db.prepare<[], Row>(`SELECT * FROM enquiries ORDER BY created_at DESC, id DESC`);
  const getOne = db.prepare<{ id: number }, Row>(`SELECT * FROM enquiries WHERE id = @id`);
  const insert = db.prepare(
    `INSERT INTO enquiries (name, email, phone, subject, message, is_read, created_at, language)
     VALUES (@name, @email, @phone, @subject, @message, 0, @now, @language)`,
  );
  // DECISION (src/decisions/quote-requests.md): a quote may be asked only for a public product (it and its category
  // active), as its page shows it.
  const publicProduct = db.prepare<{ id: number }, { name: string }>(
    `SELECT p.name FROM products p JOIN categories c ON c.id = p.category_id
     WHERE p.id = @id AND ${PUBLIC}`,
  );
  const insertQuote = db.prepare(
    `INSERT INTO enquiries (name, email, phone, subject, message, is_read, created_at, language, kind, product_id, product_name,
       company, buyer_type, quantity, quantity_unit, delivery_city, gstin, preferred_month)
     VALUES (@name, @email, @phone, @subject, @message, 0, @now, @language, 'quote', @productId, @productName,
       @company, @buyerType, @quantity, @quantityUnit, @deliveryCity, @gstin, @preferredMonth)`,
  );
  const setRead = db.prepare(`UPDATE enquiries SET is_read = @isRead WHERE id = @id`);
  const remove = db.prepare(`DELETE FROM enquiries WHERE id = @id`);
  const unread = db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM enquiries WHERE is_read = 0`);

  /** The product is read and the quote stored in one transaction: a product hidden meanwhile cannot get one. */
  const createQuote = db.transaction((input: Omit<QuoteInput, 'website'>, language: Locale): Enquiry | undefined => {
    const product = publicProduct.get({ id: input.productId });
    if (!product) return undefined;
    const { lastInsertRowid } = insertQuote.run({
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: quoteSubject(product.name),
      message: input.message,
      now: new Date().toISOString(),
      language,
      productId: input.productId,
      productName: product.name,
      company: input.company,
      buyerType: input.buyerType,
      quantity: input.quantity,
      quantityUnit: input.quantityUnit,
      deliveryCity: input.deliveryCity,
      gstin: input.gstin,
      preferredMonth: input.preferredMonth,
    });
    return toEnquiry(getOne.get({ id: Number(lastInsertRowid) })!);
  });

  return {
    list: (): Enquiry[] => list.all().map(toEnquiry),
    get(id: number): Enquiry | undefined {
      const row = getOne.get({ id });
      return row && toEnquiry(row);
    },
    /** A contact message, in the language it came in (English unless named). */
    create(input: Omit<EnquiryInput, 'website'>, language: Locale = 'en'): Enquiry {
      const { name, email, phone, subject, message } = input;
      const { lastInsertRowid } = insert.run({ name, email, phone, subject, message, now: new Date().toISOString(), language });
      return toEnquiry(getOne.get({ id: Number(lastInsertRowid) })!);
    },
    /** A quote request for a public product, in its language; undefined when the product is unknown or not public. */
    createQuote: (input: Omit<QuoteInput, 'website'>, language: Locale = 'en'): Enquiry | undefined => createQuote(input, language),
    setRead(id: number, isRead: boolean): Enquiry | undefined {
      return setRead.run({ id, isRead: isRead ? 1 : 0 }).changes ? toEnquiry(getOne.get({ id })!) : undefined;
    },
    delete: (id: number): boolean => remove.run({ id }).changes > 0,
    unreadCount: (): number => unread.get()!.n,
  };
}
export type EnquiriesRepo = ReturnType<typeof createEnquiriesRepo>;
