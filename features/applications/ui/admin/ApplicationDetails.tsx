import { getFormatter, getTranslations } from 'next-intl/server';
import { ScreenHeader } from '@/components/admin/ScreenHeader';
import type { AppLocale } from '@/i18n/routing';
import { countryName } from '@/lib/countries';
import { adminPaths } from '@/lib/paths.mjs';
import { litterLabel } from '@/features/applications/labels';
import type { ApplicationDetail } from '@/features/applications/views';
import { ApplicationDeposit } from './ApplicationDeposit';
import { ApplicationDocuments } from '@/features/documents/ui/admin/ApplicationDocuments';
import { ApplicationContract } from '@/features/contracts/ui/admin/ApplicationContract';
import { GoHomeButton } from '@/features/applications/ui/admin/GoHomeButton';
import { DecisionForm } from './DecisionForm';
import { TitledSection } from '@/components/admin/TitledSection';

/** One application with everything the applicant wrote, and the decision (server-rendered). */
export async function ApplicationDetails({
  locale,
  application,
}: {
  locale: AppLocale;
  application: ApplicationDetail;
}) {
  const [t, tApply, tLocales, format] = await Promise.all([
    getTranslations('ApplicationAdmin'),
    getTranslations('Apply'),
    getTranslations('Locales'),
    getFormatter(),
  ]);
  const language = tLocales(application.locale);
  const allowed = (
    [
      ['approve', ['new', 'declined']],
      ['decline', ['new', 'waiting']],
    ] as const
  )
    .filter(([, from]) => (from as readonly string[]).includes(application.status))
    .map(([decision]) => decision);
  const date = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const facts: [string, string][] = [
    [tApply('email'), application.email],
    [tApply('phone'), application.phone ?? ''],
    [tApply('country'), countryName(application.country, locale)],
    [tApply('city'), application.city],
    [
      tApply('litter'),
      application.litter
        ? litterLabel((key, values) => tApply(key, values), application.litter, locale)
        : tApply('anyLitter'),
    ],
    [tApply('preferredSex'), tApply('sex', { sex: application.preferredSex ?? 'any' })],
    [tApply('preferredColor'), tApply('color', { color: application.preferredColor ?? 'any' })],
  ];
  return (
    <div className="container py-4 admin-application">
      <p className="mb-2">
        <a href={adminPaths.applications}>← {t('back')}</a>
      </p>
      <ScreenHeader title={application.name}>
        <span className="badge text-bg-secondary align-self-center">
          {t('state', { status: application.status })}
        </span>
      </ScreenHeader>
      <p className="text-body-secondary small">
        {t('received', { date: date(application.createdAt) })} · {t('writesIn', { language })}
      </p>
      <TitledSection id="application-contact" className="mb-4" title={t('contact')}>
        <dl className="row mb-0">
          {facts.map(([label, value]) => (
            <div className="col-12 col-md-6" key={label}>
              <dt className="small text-body-secondary">{label}</dt>
              <dd className="text-break">
                {label === tApply('email') ? <a href={`mailto:${value}`}>{value}</a> : value}
              </dd>
            </div>
          ))}
        </dl>
      </TitledSection>
      <TitledSection id="application-answers" className="mb-4" title={t('answers')}>
        <dl>
          {application.answers.map((answer) => (
            <div key={answer.key} className="mb-2">
              <dt lang={application.locale}>{answer.question}</dt>
              <dd lang={application.locale} className="application-answer">
                {answer.answer}
              </dd>
            </div>
          ))}
        </dl>
      </TitledSection>
      {application.decidedAt && application.decisionMessage && (
        <TitledSection
          id="application-decided"
          className="mb-4"
          title={t('decided', { date: date(application.decidedAt) })}
        >
          <p className="small text-body-secondary mb-1">{t('sentMessage')}</p>
          <p className="application-answer" lang={application.locale}>
            {application.decisionMessage}
          </p>
        </TitledSection>
      )}
      <ApplicationDeposit applicationId={application.id} />
      <ApplicationDocuments applicationId={application.id} />
      <ApplicationContract
        applicationId={application.id}
        buyer={{ name: application.name, email: application.email, locale: application.locale }}
      />
      {application.goHome && (
        <GoHomeButton
          id={application.id}
          name={application.name}
          version={application.version}
          check={application.goHome}
        />
      )}
      {application.placedEarlyReason && (
        <section aria-labelledby="application-early" className="mb-4" data-testid="placed-early">
          <h2 id="application-early" className="h5">
            {t('placedEarly')}
          </h2>
          <p className="application-answer">{application.placedEarlyReason}</p>
        </section>
      )}
      {allowed.length > 0 && (
        <DecisionForm application={application} allowed={allowed} language={language} />
      )}
    </div>
  );
}
