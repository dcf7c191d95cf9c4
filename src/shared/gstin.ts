// GSTIN, India's 15-character GST identification number: 2-digit state code, the holder's PAN (5 letters, 4 digits,
// 1 letter), an entity number (1-9 or A-Z), 'Z', and a check character computed over the first 14 (base-36 Luhn
// "mod 36" as GSTN publishes it). A typo in any one character fails the check.

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Whether `value` (already upper-cased and trimmed) is a well-formed GSTIN with the right check character. */
export function isValidGstin(value: string): boolean {
  const state = Number(value.slice(0, 2));
  return SHAPE.test(value) && state >= 1 && state <= 99 && gstinCheckCharacter(value.slice(0, 14)) === value[14];
}
