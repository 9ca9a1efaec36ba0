import { MailOnProvider } from '@/features/waiting-list/ui/admin/useMailConfirm';
import { depositScreen, mailConfig } from '../../reads';
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
