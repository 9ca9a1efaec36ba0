import type { useFormatter, useTranslations } from 'next-intl';
import { dogAge } from '@/lib/dogs';
import type { Dog } from '@/lib/validation/responses';

type DogsTranslator = ReturnType<typeof useTranslations<'Dogs'>>;
type Formatter = Pick<ReturnType<typeof useFormatter>, 'dateTime' | 'number'>;

/**
 * The translated facts of a dog as visitors read them: colour, gender, age and price. From the
 * `Dogs` translator and a formatter of either side: next-intl's on the server (useDogText.ts),
 * lib/client/intl's in the browser.
 */
export function dogText(t: DogsTranslator, format: Formatter) {
  return {
    color: (dog: Pick<Dog, 'color'>) => t('color', { color: dog.color }),
    gender: (dog: Pick<Dog, 'gender'>) => t('gender', { gender: dog.gender }),
    age: (dog: Pick<Dog, 'birthday'>) => t('age', dogAge(dog.birthday)),
    birthday: (dog: Pick<Dog, 'birthday'>) =>
      format.dateTime(new Date(`${dog.birthday}T12:00:00Z`), {
        dateStyle: 'long',
        timeZone: 'UTC',
      }),
    /** A calendar date (YYYY-MM-DD) written the visitor's way. */
    date: (day: string) =>
      format.dateTime(new Date(`${day}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }),
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
