import { useTranslations } from 'next-intl';
import { TitledSection } from '@/components/ui/TitledSection';
import { dogVerifyQr } from '@/features/verification/reads';

interface DogVerifyQrProps {
  name: string;
  url: string;
  /** The QR code as SVG markup, made on the server by `qrcode` (lib/server/qr.ts). */
  svg: string;
}

/** A puppy's verification page as a printable QR code, for its passport folder. */
export function DogVerifyQr({ name, url, svg }: DogVerifyQrProps) {
  const t = useTranslations('AdminPuppyFacts');
  return (
    <TitledSection id="dog-verify-qr" title={t('qrTitle')} className="container pb-4 dog-verify-qr">
      <p className="small text-body-secondary">{t('qrHelp')}</p>
      <div className="d-flex flex-wrap gap-3 align-items-center">
        <div
          role="img"
          aria-label={t('qrLabel', { name, url })}
          className="dog-verify-qr__code"
          style={{ width: 160, height: 160 }}
          dangerouslySetInnerHTML={{ __html: svg }}
        />
        <p className="mb-0 text-break">
          <a href={url}>{url}</a>
        </p>
      </div>
    </TitledSection>
  );
}

/** Under a puppy's form: its verification page as a QR code to print (nothing for a parent). */
export async function PuppyVerifyQr({ dogId }: { dogId: number }) {
  const qr = await dogVerifyQr(dogId);
  return qr && <DogVerifyQr {...qr} />;
}
