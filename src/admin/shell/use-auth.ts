import { QUERY } from '../../shared/constants';
import { adminApi } from '../admin-api';
import { useQuery } from '../data/query-context';
import { KEYS } from '../data/query-keys';

/** Spec §7/§9: GET /api/auth/me, cached 5 minutes, never retried. Seeded from the server's render when there is one. */
export function useAuth() {
  return useQuery(KEYS.auth, adminApi.auth.me, { staleMs: QUERY.authStatusMs });
}
