import { useTranslations } from 'next-intl';
import { ErrorScreen } from './ErrorScreen';

export function NotFoundContent() {
  const t = useTranslations('Errors');
  const common = useTranslations('Common');
  return (
    <>
      <title>{t('notFoundMetaTitle')}</title>
      <meta name="robots" content="noindex" />
      <ErrorScreen
        title={t('notFoundTitle')}
        message={t('notFoundMessage')}
        homeLabel={common('backHome')}
      />
    </>
  );
}
