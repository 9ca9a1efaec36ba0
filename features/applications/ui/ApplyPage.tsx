import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { PageIntro } from '@/components/ui/PageIntro';
import type { AppLocale } from '@/i18n/routing';
import type { ApplicationDraft } from '@/features/applications/server/application-draft';
import { applicationFormData, renderedStart } from '../reads';
import { ApplicationFields } from './ApplicationFields';
import { ApplyForm } from './ApplyForm';
import { LinkMailNotice, type LinkMailState } from './LinkMailNotice';

interface ApplyPageProps {
  locale: AppLocale;
  /** What a refused post without JavaScript had typed, and its errors. */
  draft?: ApplicationDraft | null;
  /** `?litter=`: the litter to preselect. */
  litter?: string | null;
  /** After a post: what became of the mail with the private link (`?held=`, `?linkResent=`). */
  link?: LinkMailState | null;
}

/** /apply: the whole application, its thank-you part, and the notice for a lost post. */
export async function ApplyPage({
  locale,
  draft = null,
  litter = null,
  link = null,
}: ApplyPageProps) {
  const [t, tLink] = await Promise.all([getTranslations('Apply'), getTranslations('LinkMail')]);
  const data = await applicationFormData(locale, (key, values) => t(key, values));
  const start = renderedStart();
  const thanks = (
    <section id="apply-sent" className="apply-sent alert alert-success" tabIndex={-1}>
      <h2 className="h4">{t('sentTitle')}</h2>
      {link ? <LinkMailNotice state={link} /> : <p className="apply-sent__link">{t('sentText')}</p>}
      <p className="mb-0">{t('sentNext')}</p>
    </section>
  );
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="container pb-5 apply-page">
        <p id="apply-failed" className="apply-failed alert alert-danger" tabIndex={-1}>
          {t('failed')}
        </p>
        <ClientMessages namespaces={['apiErrors']}>
          <ApplyForm
            start={start}
            serverDraft={draft !== null}
            thanks={thanks}
            held={<p>{tLink('heldText')}</p>}
            resendLabel={tLink('resendButton')}
          >
            <ApplicationFields
              locale={locale}
              data={data}
              values={draft?.values ?? {}}
              errors={draft?.errors ?? {}}
              litter={litter}
              start={start}
            />
          </ApplyForm>
        </ClientMessages>
      </div>
    </>
  );
}
