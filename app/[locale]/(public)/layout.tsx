import type { ReactNode } from 'react';
import { PublicShell } from '@/components/layout/PublicShell';
import { siteFrame } from '@/features/site/reads';

export default async function PublicLayout({ children }: { children: ReactNode }) {
  return <PublicShell {...await siteFrame()}>{children}</PublicShell>;
}
