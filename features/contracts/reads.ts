import 'server-only';
import { sellerIdentity } from '@/features/site/seller';
import { mailConfig } from '@/lib/server/mail/config';
import { readSiteFacts } from '@/features/site/server/site-facts';
import { myContract } from './server/my-contract';
import { contractScreen } from './server/service';

// What the contract's server components read: its UI imports no service itself.

/** An application's contract panel: its state, the seller's name, whether mail goes out. */
export async function contractPanel(applicationId: number) {
  const [screen, facts] = await Promise.all([contractScreen(applicationId), readSiteFacts()]);
  if (!screen) return null;
  return { screen, sellerName: sellerIdentity(facts).name, mailOn: mailConfig() !== null };
}

/** The contract on the buyer's page, and its moments as the page writes them (kennel's zone). */
export { myContract };
export { formatKennelMoment as formatMoment } from '@/lib/server/kennel-zone';
