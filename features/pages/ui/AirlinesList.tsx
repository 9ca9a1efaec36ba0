import { getSiteFacts } from '@/features/site/reads';

/** The airlines the puppies fly with (site facts): a list, as the transport page shows them. */
export async function AirlinesList({ airlines }: { airlines?: string[] }) {
  const list = airlines ?? (await getSiteFacts()).airlines;
  return (
    <ul className="mb-0" data-testid="airlines">
      {list.map((airline, i) => (
        <li key={i}>{airline}</li>
      ))}
    </ul>
  );
}
