import { getTranslations } from 'next-intl/server';
import { ContentIntro } from './ContentIntro';
import { Line, pageText, type PageBodyProps } from './page-text';

const SECTIONS = ['who', 'stored', 'why', 'howLong', 'rights', 'cookies'] as const;

interface PrivacyBodyProps extends PageBodyProps {
  /** Whether the site sends mail (SMTP_URL): without, the notice promises none. */
  mail: boolean;
  /** The contact address the rights section names, when one is set. */
  email: string | null;
}

/** What the enquiry and application forms store, why, for how long, and how to have it deleted. */
export async function PrivacyBody({ mail, email, ...props }: PrivacyBodyProps) {
  const [t, subscribe] = await Promise.all([
    getTranslations({ locale: props.locale, namespace: 'PrivacyPage' }),
    getTranslations({ locale: props.locale, namespace: 'Subscribe' }),
  ]);
  const text = pageText(props);
  const body = (section: (typeof SECTIONS)[number]) =>
    section === 'why' && !mail ? 'whyTextNoMail' : `${section}Text`;

  return (
    <>
      <ContentIntro text={text} />
      <div className="container pb-5 privacy-page">
        {SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`privacy-${section}`} className="mb-4">
            <Line
              as="h2"
              id={`privacy-${section}`}
              value={text.line(`${section}Title`)}
              className="h4"
            />
            {text.rich(body(section))}
            {section === 'rights' && email && (
              <p>
                <a href={`mailto:${email}`}>{t('contactEmail', { email })}</a>
              </p>
            )}
          </section>
        ))}
        <section aria-labelledby="privacy-applications" className="mb-4">
          <Line
            as="h2"
            id="privacy-applications"
            value={text.line('applicationsTitle')}
            className="h4"
          />
          {text.rich('applicationsText')}
        </section>
        <section aria-labelledby="privacy-subscriptions" className="mb-4">
          <h2 id="privacy-subscriptions" className="h4">
            {subscribe('privacyTitle')}
          </h2>
          <p>{subscribe('privacyText')}</p>
        </section>
      </div>
    </>
  );
}
