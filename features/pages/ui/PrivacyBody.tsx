import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { PrivacyNotice } from '@/features/site/privacy-recipients';
import { ContentIntro } from './ContentIntro';
import { Line, pageText, type PageBodyProps } from './page-text';
import {
  AfterSale,
  ControllerDetails,
  CookieChoice,
  Purposes,
  Recipients,
  RightsAnswer,
  RightsList,
  Transfers,
} from './privacy-notice';

interface PrivacyBodyProps extends PageBodyProps {
  /** The parts that follow the configuration: controller, recipients, transfers (server-made). */
  notice: PrivacyNotice;
}

/**
 * The privacy notice (GDPR Art. 13): the breeder's editable texts about the forms, with the
 * parts that follow the site's configuration and facts generated around them.
 */
export async function PrivacyBody({ notice, ...props }: PrivacyBodyProps) {
  const [t, subscribe] = await Promise.all([
    getTranslations({ locale: props.locale, namespace: 'PrivacyPage' }),
    getTranslations({ locale: props.locale, namespace: 'Subscribe' }),
  ]);
  const { locale } = props;
  const text = pageText(props);
  const mail = notice.recipients.some((r) => r.kind === 'mail');
  const email = notice.controller.email;

  /** One of the breeder's sections: its title and text blocks, then what is generated. */
  const editable = (section: string, body = `${section}Text`, extra?: ReactNode) => (
    <section key={section} aria-labelledby={`privacy-${section}`} className="mb-4">
      <Line as="h2" id={`privacy-${section}`} value={text.line(`${section}Title`)} className="h4" />
      {text.rich(body)}
      {extra}
    </section>
  );

  return (
    <>
      <ContentIntro text={text} />
      <div className="container pb-5 privacy-page">
        {editable(
          'who',
          'whoText',
          <ControllerDetails controller={notice.controller} locale={locale} />,
        )}
        {editable('stored')}
        {editable('why', mail ? 'whyText' : 'whyTextNoMail')}
        {editable('howLong')}
        {editable('applications')}
        <section aria-labelledby="privacy-subscriptions" className="mb-4">
          <h2 id="privacy-subscriptions" className="h4">
            {subscribe('privacyTitle')}
          </h2>
          <p>{subscribe('privacyText')}</p>
        </section>
        <AfterSale locale={locale} />
        <Purposes notice={notice} locale={locale} />
        <Recipients recipients={notice.recipients} locale={locale} />
        <Transfers recipients={notice.recipients} locale={locale} />
        <section aria-labelledby="privacy-rights" className="mb-4">
          <Line as="h2" id="privacy-rights" value={text.line('rightsTitle')} className="h4" />
          <RightsList locale={locale} />
          {text.rich('rightsText')}
          {email && (
            <p>
              <a href={`mailto:${email}`}>{t('contactEmail', { email })}</a>
            </p>
          )}
          <RightsAnswer locale={locale} />
        </section>
        {editable('cookies', 'cookiesText', <CookieChoice locale={locale} />)}
      </div>
    </>
  );
}
