import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { AppLocale } from '@/i18n/routing';
import { dogText } from './dog-text';

/** The translated facts of a dog, in a server component (dog-text.ts). */
export function useDogText() {
  return dogText(useTranslations('Dogs'), useFormatter(), useLocale() as AppLocale);
}
