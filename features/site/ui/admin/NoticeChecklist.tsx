'use client';

import { useLocale, useTranslations } from '@/lib/client/intl';
import {
  emptyIfAnyItems,
  missingNoticeItems,
  NOTICE_COUNTRIES,
  type NoticeFacts,
  type NoticeItem,
} from '@/lib/legal/notice-requirements';

/** For each country the kennel sells to: what its law requires that the saved notice lacks. */
export function NoticeChecklist({ facts }: { facts: NoticeFacts }) {
  const t = useTranslations('SiteFacts');
  const list = new Intl.ListFormat(useLocale(), { type: 'conjunction' });
  const names = (items: NoticeItem[]) =>
    list.format(items.map((item) => t(item === 'email' ? 'noticeEmail' : item)));

  return (
    <section aria-labelledby="notice-check" className="mb-3">
      <h3 id="notice-check" className="h6">
        {t('noticeCheckTitle')}
      </h3>
      <ul className="list-unstyled mb-0">
        {NOTICE_COUNTRIES.map((country) => {
          const missing = missingNoticeItems(facts, country);
          const ifAny = emptyIfAnyItems(facts, country);
          return (
            <li key={country} className="mb-2" data-country={country}>
              <strong>{t(`noticeLaw${country}`)}</strong>{' '}
              {missing.length === 0 ? (
                <span className="text-success">{t('noticeComplete')}</span>
              ) : (
                <span className="text-danger">{t('noticeMissing', { items: names(missing) })}</span>
              )}
              {ifAny.length > 0 && (
                <span className="d-block text-body-secondary small">
                  {t('noticeIfAny', { items: names(ifAny) })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
