import { getTranslations, setRequestLocale } from 'next-intl/server';
import { QuestionsEditor } from '@/features/applications/ui/admin/QuestionsEditor';
import { ScreenHeader } from '@/components/admin/ScreenHeader';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { listQuestions } from '@/features/applications/server/application-questions';
import { adminScreen } from '@/components/admin/adminScreen';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'applicationQuestions');
}

/** The breeder's own questions on the application form, with their data in the first HTML. */
async function ApplicationQuestionsPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  await requireAdminPage(adminPaths.applicationQuestions);
  const [t, questions] = await Promise.all([getTranslations('ApplicationAdmin'), listQuestions()]);
  return (
    <div className="container py-4 admin-questions">
      <p className="mb-2">
        <a href={adminPaths.applications}>← {t('back')}</a>
      </p>
      <ScreenHeader title={t('questionsTitle')} />
      <p className="text-body-secondary">{t('questionsLead')}</p>
      <QuestionsEditor initial={questions} />
    </div>
  );
}

export default adminScreen('applicationQuestions', ApplicationQuestionsPage);
