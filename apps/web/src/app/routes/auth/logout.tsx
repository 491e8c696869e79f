import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

export default function LogoutRoute() {
  const logout = useAuth((s) => s.logout);
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void logout().then(() => navigate(paths.auth.login.getHref(), { replace: true }));
  }, [logout, navigate]);

  return <PageSpinner label="Signing out..." />;
}
