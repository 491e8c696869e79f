import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { AdminsOnly } from '@/features/auth/components/admins-only';

type RequireAccessProps = { children: ReactNode; admin?: boolean };

/**
 * /profile needs a session, /admin needs an admin. Signed-out visitors go to /login; a signed-in
 * user without the admin role is told the page is for admins (signing in again would not help).
 */
export function RequireAccess({ children, admin = false }: RequireAccessProps) {
  const { user, sessionChecked } = useAuth((s) => s);
  const location = useLocation();

  // Decide only once the first session check has answered, or a reload would bounce a signed-in user.
  if (!sessionChecked) return <PageSpinner label="Checking your session..." />;
  if (admin && user !== null && user.role !== 'admin') return <AdminsOnly firstName={user.firstName} />;
  const allowed = admin ? user?.role === 'admin' : user !== null;
  if (!allowed)
    return <Navigate to={paths.auth.login.getHref(location.pathname + location.search)} replace />;
  return children;
}
