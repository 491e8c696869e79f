import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

type RequireAccessProps = { children: ReactNode; admin?: boolean };

/** /profile needs a session, /admin needs an admin; everyone else goes to /login. */
export function RequireAccess({ children, admin = false }: RequireAccessProps) {
  const { user, sessionChecked } = useAuth((s) => s);
  const location = useLocation();

  // Decide only once the first session check has answered, or a reload would bounce a signed-in user.
  if (!sessionChecked) return <PageSpinner label="Checking your session..." />;
  const allowed = admin ? user?.role === 'admin' : user !== null;
  if (!allowed)
    return <Navigate to={paths.auth.login.getHref(location.pathname + location.search)} replace />;
  return children;
}
