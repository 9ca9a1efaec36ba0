import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PedigreeEditor } from '@/features/breeding/ui/admin/PedigreeEditor';
import { kennelDogOptions, pedigreeOfDog } from '@/features/breeding/reads';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import { privatePageMetadata } from '@/lib/i18n/metadata';
import { adminDogId, adminPaths } from '@/lib/paths.mjs';
import { adminScreen } from '@/components/admin/adminScreen';
import { PrefetchLink } from '@/components/ui/PrefetchLink';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  return privatePageMetadata((await params).locale, 'dogPedigree');
}

/** A kennel dog's pedigree, rendered with the stored one in the HTML. */
async function DogPedigreePage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale as AppLocale);
  await requireAdminPage(adminPaths.dogPedigree(id));
  const dogId = adminDogId(id);
  const [view, kennel] = await Promise.all([pedigreeOfDog(dogId), kennelDogOptions()]);
  const dog = kennel.find((d) => d.id === dogId);
  if (!view || !dog) {
    const t = await getTranslations('PedigreeEditor');
    return (
      <div className="container py-4">
        <h1 className="h3">{t('missingTitle')}</h1>
        <PrefetchLink href={adminPaths.parents} className="btn btn-primary">
          {t('backToParents')}
        </PrefetchLink>
      </div>
    );
  }
  return <PedigreeEditor initial={view} dog={dog} kennel={kennel.filter((d) => d.id !== dog.id)} />;
}

export default adminScreen('dogPedigree', DogPedigreePage);
