import { MailOnProvider } from '@/features/waiting-list/ui/admin/useMailConfirm';
import { mailConfig } from '@/lib/server/mail/config';
import { depositScreen } from '@/features/waiting-list/server/waiting-list';
import { ApplicationDepositForm } from './ApplicationDepositForm';

/** The deposit of one application, asked for, changed and marked received on its own screen. */
export async function ApplicationDeposit({ applicationId }: { applicationId: number }) {
  const screen = await depositScreen(applicationId);
  if (!screen) return null;
  return (
    <MailOnProvider mail={mailConfig() !== null}>
      <ApplicationDepositForm entry={screen.entry} defaultCurrency={screen.defaultCurrency} />
    </MailOnProvider>
  );
}
