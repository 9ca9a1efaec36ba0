import type { useFormatter, useTranslations } from 'next-intl';
import { explainGenotype, type LocusMeaning } from '@/features/health/colour';
import type { StructuredHealthTest } from '@/features/health/kinds';

type HealthT = ReturnType<typeof useTranslations<'Health'>>;

/** A structured test in plain words: its label, its value, and both as one line. */
export function healthText(t: HealthT) {
  const year = (date: string) => date.slice(0, 4);
  const locus = (m: LocusMeaning) => {
    if (m.locus === 'a') {
      const shows = t('agouti', { trait: m.shows });
      return m.carries
        ? t('agoutiCarrier', { shows, carried: t('agouti', { trait: m.carries }) })
        : shows;
    }
    if (m.locus === 'b') return t('locusB', { key: m.key });
    if (m.locus === 'd') return t('locusD', { key: m.key });
    return t('locusM', { key: m.key });
  };
  const value = (test: StructuredHealthTest): string => {
    switch (test.kind) {
      case 'boas':
      case 'patella':
        return t('gradeValue', { grade: String(test.grade), year: year(test.date) });
      case 'spine':
        return t('spineValue', { result: test.result, year: year(test.date) });
      case 'colour':
        return explainGenotype(test.genotype)
          .map((m) => t('genotype', { genotype: m.genotype, meaning: locus(m) }))
          .join('; ');
      default:
        return t('dnaValue', { status: test.status });
    }
  };
  return {
    label: (test: StructuredHealthTest) => t(`label.${test.kind}`),
    value,
    /** "BOAS grade 1 (2025)", "HUU: clear". */
    line: (test: StructuredHealthTest) =>
      test.kind === 'boas'
        ? t('boasLine', { grade: String(test.grade), year: year(test.date) })
        : t('line', { label: t(`label.${test.kind}`), value: value(test) }),
  };
}

export type HealthFormat = ReturnType<typeof useFormatter>;
