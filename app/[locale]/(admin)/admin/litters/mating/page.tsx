import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MatingForm } from '@/features/breeding/ui/admin/MatingForm';
import { MatingResult } from '@/features/breeding/ui/admin/MatingResult';
import { PlanLitter } from '@/features/breeding/ui/admin/PlanLitter';
import { normalizeRegistration } from '@/features/breeding/coi';
import { kennelDogOptions, pedigreeSires, previewMating } from '@/features/breeding/reads';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import { privatePageMetadata } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { adminScreen } from '@/components/admin/adminScreen';
import { PrefetchLink } from '@/components/ui/PrefetchLink';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  return privatePageMetadata((await params).locale, 'matingPreview');
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * `/admin/litters/mating?damId=&sireId=` (or `&outsideSire=`): a plain GET form; the server
 * renders the chosen mating's preview, read straight from the breeding program.
 */
async function MatingPreviewPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  await requireAdminPage(adminPaths.matingPreview);
  const query = await searchParams;
  const chosen = {
    damId: one(query.damId) ?? '',
    sireId: one(query.sireId) ?? '',
    outsideSire: one(query.outsideSire) ?? '',
  };
  const asked = Object.values(chosen).some((value) => value.trim() !== '');
  const [t, kennel, outside, result] = await Promise.all([
    getTranslations('MatingPreview'),
    kennelDogOptions(),
    pedigreeSires(),
    asked ? previewMating(chosen) : null,
  ]);
  const parents = kennel.filter((dog) => dog.kind === 'parent');
  const label = (d: { name: string; registration: string }) =>
    d.registration ? `${d.name} (${d.registration})` : d.name;
  const options = (gender: 'male' | 'female') =>
    parents
      .filter((dog) => dog.gender === gender)
      .map((dog) => ({ value: String(dog.id), label: label(dog) }));
  const dam = result?.parents ? kennel.find((d) => d.id === result.parents.damId) : undefined;
  const sire = result?.parents?.sireId
    ? kennel.find((d) => d.id === result.parents.sireId)
    : undefined;
  const outsideSire = result?.parents?.outsideSire
    ? (outside.find(
        (s) =>
          normalizeRegistration(s.registration) ===
          normalizeRegistration(result.parents.outsideSire),
      ) ?? {
        name: result.parents.outsideSire,
        registration: result.parents.outsideSire,
      })
    : null;

  return (
    <div className="container py-4">
      <h1 className="h3 mb-2">{t('title')}</h1>
      <p className="mb-2">
        <PrefetchLink href={adminPaths.litters}>{t('backToLitters')}</PrefetchLink>
      </p>
      <p className="text-body-secondary">{t('intro')}</p>
      <MatingForm
        dams={options('female')}
        sires={options('male')}
        outsideSires={outside.map((s) => ({ value: s.registration, label: label(s) }))}
        chosen={chosen}
        refused={result && 'refused' in result ? result.refused : []}
      />
      {result && 'preview' in result && dam && (
        <>
          <MatingResult
            preview={result.preview}
            locale={locale as AppLocale}
            damName={dam.name}
            sireName={sire?.name ?? outsideSire?.name ?? ''}
          />
          <PlanLitter
            motherId={dam.id}
            fatherId={sire?.id ?? null}
            outsideSire={sire ? null : outsideSire}
            affected={result.preview.warnings.includes('affectedOffspring')}
          />
        </>
      )}
    </div>
  );
}

export default adminScreen('matingPreview', MatingPreviewPage);
