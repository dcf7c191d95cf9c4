import type { AuthStatus } from '../shared/types';
import type { AdminPageProps } from './serialize-props';

/** The auth status the server decided, as the app's auth cache holds it. */
export function authOf(page: AdminPageProps): AuthStatus {
  return page.username === undefined ? { isAuthenticated: page.isAuthenticated } : { isAuthenticated: page.isAuthenticated, username: page.username };
}
