import type { useFormatter, useTranslations } from 'next-intl';
import type { AppLocale } from '@/i18n/routing';
import { dogAge } from '@/features/dogs/rules';
import { formatDay } from '@/lib/i18n/dates';
import type { Dog } from '@/lib/validation/responses';

type DogsTranslator = ReturnType<typeof useTranslations<'Dogs'>>;
type Formatter = Pick<ReturnType<typeof useFormatter>, 'number'>;

/**
 * The translated facts of a dog as visitors read them: colour, gender, age, dates and price. From
 * the `Dogs` translator and a formatter of either side (next-intl's on the server, useDogText.ts;
 * lib/client/intl's in the browser) and the page's locale.
 */
export function dogText(t: DogsTranslator, format: Formatter, locale: AppLocale) {
  return {
    color: (dog: Pick<Dog, 'color'>) => t('color', { color: dog.color }),
    gender: (dog: Pick<Dog, 'gender'>) => t('gender', { gender: dog.gender }),
    age: (dog: Pick<Dog, 'birthday'>) => t('age', dogAge(dog.birthday)),
    birthday: (dog: Pick<Dog, 'birthday'>) => formatDay(dog.birthday, locale, 'long'),
    /** A calendar date (YYYY-MM-DD) written the visitor's way. */
    date: (day: string) => formatDay(day, locale, 'medium'),
    price: (dog: Pick<Dog, 'price'>) =>
      dog.price === null
        ? t('priceOnRequest')
        : format.number(dog.price, {
            style: 'currency',
            currency: 'EUR',
            maximumFractionDigits: 0,
          }),
  };
}
