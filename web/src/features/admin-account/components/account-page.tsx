import { useQueryClient } from '@tanstack/react-query';
import { openSessionsQuery } from '../api/sessions';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/** The account screen's sections: two-factor sign-in, password, email, open sessions. */
export function AccountPage({ email }: { email?: string }) {
  const queryClient = useQueryClient();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <TwoFactorCard />
      {/* A new password ends the other sessions: the list shows it at once. */}
      <PasswordForm onChanged={() => void queryClient.invalidateQueries(openSessionsQuery())} />
      <EmailForm current={email} />
      <div className="lg:col-span-2">
        <SessionsCard />
      </div>
    </div>
  );
}
