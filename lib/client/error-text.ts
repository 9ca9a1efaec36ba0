'use client';

import { useCallback } from 'react';
import { useTranslations } from '@/lib/client/intl';

/** Validation messages are `apiErrors` keys, on the browser as on the server (STYLE §7). */
export function useErrorText(): (key: string | undefined) => string | undefined {
  const t = useTranslations('apiErrors');
  return useCallback(
    (key) => {
      if (!key) return undefined;
      return t.has(key as never) ? t(key as never) : t('invalidValue');
    },
    [t],
  );
}
