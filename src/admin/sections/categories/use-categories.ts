import { adminApi } from '../../admin-api';
import { useQuery } from '../../data/query-context';
import { KEYS } from '../../data/query-keys';

export function useCategories() {
  return useQuery(KEYS.categories, adminApi.categories.list);
}
