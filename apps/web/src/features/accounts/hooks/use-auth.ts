import { use } from 'react';
import { AuthContext, type Auth } from '../auth-context.ts';

/** The user session and its actions. */
export function useAuth(): Auth {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}
