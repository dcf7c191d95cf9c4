// How an add-or-edit dialog of one of the company's lists (partners, shops) saves: a create or an update of that
// list's entry, then the company data read again (for useCreateOrUpdateForm).
import type { CompanyList } from '../../../shared/schemas/company';
import { adminApi } from '../../data/api';

type CompanyInput<L extends CompanyList> = Parameters<typeof adminApi.company.create<L>>[1];

export function companyListSave<L extends CompanyList>(list: L) {
  return {
    create: (input: CompanyInput<L>) => adminApi.company.create(list, input),
    update: (id: number, input: CompanyInput<L>) => adminApi.company.update(list, id, input),
    invalidate: ['company'] as const,
  };
}
