import type { AppLocale } from '@/i18n/routing';

// Flags drawn here rather than loaded: three tiny SVGs, no extra requests.
const FLAGS: Record<AppLocale, React.ReactNode> = {
  en: (
    <>
      <clipPath id="flag-en-clip">
        <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
      </clipPath>
      <path d="M0 0v30h60V0z" fill="#012169" />
      <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
      <path
        d="M0 0l60 30m0-30L0 30"
        clipPath="url(#flag-en-clip)"
        stroke="#C8102E"
        strokeWidth="4"
      />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
    </>
  ),
  hu: (
    <>
      <rect width="60" height="10" fill="#CD2A3E" />
      <rect y="10" width="60" height="10" fill="#fff" />
      <rect y="20" width="60" height="10" fill="#436F4D" />
    </>
  ),
  de: (
    <>
      <rect width="60" height="10" fill="#000" />
      <rect y="10" width="60" height="10" fill="#DD0000" />
      <rect y="20" width="60" height="10" fill="#FFCE00" />
    </>
  ),
};

export function Flag({ locale, width = 96 }: { locale: AppLocale; width?: number }) {
  return (
    <svg
      viewBox="0 0 60 30"
      width={width}
      height={width / 2}
      aria-hidden="true"
      focusable="false"
      className="flag"
    >
      {FLAGS[locale]}
    </svg>
  );
}
