import { adminApi } from '../../admin-api';
import { useQuery } from '../../data/query-context';
import { KEYS } from '../../data/query-keys';

/** The inbox, newest first as the server sends it; the sidebar counts its unread ones. */
export function useEnquiries() {
  return useQuery(KEYS.enquiries, adminApi.enquiries.list);
}
