import type { AppLocale } from '@/i18n/routing';
import { litterNote, noteInEnglishInstead } from '@/features/litters/rules';
import type { Litter } from '@/lib/validation/responses';

/**
 * The breeder's note on a litter in the visitor's language; where it is not written in that
 * language the English one stands in, marked `lang="en"` (as dog descriptions are).
 */
export function LitterNote({
  litter,
  locale,
  title,
}: {
  litter: Litter;
  locale: AppLocale;
  title: string;
}) {
  const text = litterNote(litter, locale);
  if (!text) return null;
  return (
    <section className="dog-page__description mt-5" aria-labelledby="litter-note">
      <h2 id="litter-note" className="h3">
        {title}
      </h2>
      <div
        className="dog-description"
        lang={noteInEnglishInstead(litter, locale) ? 'en' : undefined}
        data-testid="litter-note"
      >
        {text.split(/\n\s*\n/).map((paragraph, i) => (
          <p key={i} className="dog-page__paragraph">
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
