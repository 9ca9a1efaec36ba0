import type { ReactNode } from 'react';

// The real root layout, with <html lang>, is app/[locale]/layout.tsx; the proxy puts every page
// request under a locale segment.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
