import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Goes on to `to` in place of the current history entry. react-router's `<Navigate>` does the same, but using it
 * here would pull its code into the visitors' first download (the router lives there); `useNavigate` is there
 * already.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
