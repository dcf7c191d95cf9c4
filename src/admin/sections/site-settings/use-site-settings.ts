import { QUERY } from '../../../shared/constants';
import { adminApi } from '../../admin-api';
import { useQuery } from '../../data/query-context';
import { KEYS } from '../../data/query-keys';

/** Spec §4/§9: site settings are fresh for 30 seconds. */
export function useSiteSettings() {
  return useQuery(KEYS.siteSettings, adminApi.siteSettings.get, { staleMs: QUERY.siteSettingsFreshMs });
}
