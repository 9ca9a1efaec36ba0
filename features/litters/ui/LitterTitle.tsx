import { useTranslations } from 'next-intl';
import { JsonLd } from '@/components/ui/JsonLd';
import { litterJsonLd } from '@/features/litters/structured-data';
import type { Litter } from '@/lib/validation/responses';
import { useLitterText } from './useLitterText';

/** A litter's name: "Mimi × Bruno", or the mother's litter while no father is chosen. */
export function LitterTitle({ litter }: { litter: Litter }) {
  return useLitterText().name(litter);
}

/** A litter's structured data (features/litters/structured-data.ts), named as its page names it. */
export function LitterJsonLd({ litter }: { litter: Litter }) {
  const t = useTranslations('Litters');
  const text = useLitterText();
  const description = t('metaLitterDescription', {
    mother: litter.mother.name,
    status: text.status(litter),
  });
  return <JsonLd data={litterJsonLd(litter, text.name(litter), description)} />;
}
