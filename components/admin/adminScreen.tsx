import type { ReactNode } from 'react';
import {
  ADMIN_SCREEN_NAMESPACES,
  ClientMessages,
  type AdminScreen,
} from '@/components/layout/ClientMessages';

/**
 * An admin page with the messages its screen's browser components read, on top of the layout's:
 * a screen's HTML carries no other screen's texts (they were most of every admin page's HTML).
 */
export function adminScreen<Props extends object>(
  screen: AdminScreen,
  Page: (props: Props) => ReactNode | Promise<ReactNode>,
) {
  function AdminScreenPage(props: Props) {
    return (
      <ClientMessages namespaces={ADMIN_SCREEN_NAMESPACES[screen]}>
        <Page {...props} />
      </ClientMessages>
    );
  }
  return AdminScreenPage;
}
