/** A licence as the admin API takes it: an active FSSAI licence, valid from 2024 to 2099, with `fields` changed. */
export const licenceInput = (fields: Record<string, unknown> = {}) => ({
  type: 'fssai',
  number: '11521999000123',
  issuer: 'FSSAI, Maharashtra',
  validFrom: '2024-04-01',
  validUntil: '2099-03-31',
  isActive: true,
  document: null,
  ...fields,
});
