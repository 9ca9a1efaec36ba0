import type { AppLocale } from '@/i18n/routing';
import { describedInEnglishInstead, dogDescription } from '@/features/dogs/rules';
import type { Dog } from '@/lib/validation/responses';

interface DescriptionTextProps {
  dog: Pick<Dog, 'description'>;
  locale: AppLocale;
  /** Only the first paragraph (a list's card). */
  short?: boolean;
  className?: string;
}

/**
 * A dog's description in the visitor's language, in paragraphs; where the breeder has not written
 * it in that language, the English text stands in and says so with `lang="en"` (screen readers
 * then read it with English pronunciation, and translators know to offer a translation).
 */
export function DescriptionText({ dog, locale, short = false, className }: DescriptionTextProps) {
  const text = dogDescription(dog, locale);
  if (!text) return null;
  const paragraphs = text.split(/\n\s*\n/);
  return (
    <div
      className={className ?? 'dog-description mt-3'}
      lang={describedInEnglishInstead(dog, locale) ? 'en' : undefined}
      data-testid="dog-description"
    >
      {(short ? paragraphs.slice(0, 1) : paragraphs).map((paragraph, i) => (
        <p key={i} className="dog-page__paragraph">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
