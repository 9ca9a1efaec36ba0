'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { BusyButton } from '@/components/ui/BusyButton';
import { showMessage } from '@/lib/client/alerts';
import { apiFetch } from '@/lib/client/api';
import { useErrorText } from '@/lib/client/error-text';
import { applyServerErrors } from '@/lib/client/form-errors';
import { useTranslations } from '@/lib/client/intl';
import { adminPaths } from '@/lib/paths.mjs';
import { TitledSection } from '@/components/ui/TitledSection';

/**
 * The preview's "save as a planned litter": a `planned` litter of this dam and sire. A mating
 * that can give affected puppies is planned only with the breeder's tick (the server asks too).
 */
export function PlanLitter({
  motherId,
  fatherId,
  outsideSire,
  affected,
}: {
  motherId: number;
  fatherId: number | null;
  outsideSire: { name: string; registration: string } | null;
  /** The mating can give affected puppies: the box is there from the start. */
  affected: boolean;
}) {
  const t = useTranslations('MatingPreview');
  const errorText = useErrorText();
  const router = useRouter();
  const [asked, setAsked] = useState(affected);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const plan = async () => {
    if (asked && !confirmed) {
      setError('confirmAffectedOffspring');
      document.getElementById('mating-confirm')?.focus();
      return;
    }
    setBusy(true);
    try {
      const litter = await apiFetch<{ id: number }>('/admin/litters', {
        method: 'POST',
        body: {
          motherId,
          fatherId,
          outsideSire,
          status: 'planned',
          ...(confirmed && { confirmAffectedOffspring: true }),
        },
      });
      showMessage({ type: 'success', messages: [t('planned')] });
      router.push(adminPaths.editLitter(litter.id));
    } catch (failure) {
      const field = applyServerErrors(
        failure,
        (_: string, e: { message: string }) => {
          setAsked(true);
          setError(e.message);
        },
        ['confirmAffectedOffspring'],
      );
      if (field) document.getElementById('mating-confirm')?.focus();
      setBusy(false);
    }
  };

  return (
    <TitledSection id="mating-plan-title" title={t('planTitle')} className="card card-body mt-4">
      <p className="small text-body-secondary">{t('planHelp')}</p>
      {asked && (
        <div className="mb-3">
          <Form.Check
            type="checkbox"
            id="mating-confirm"
            checked={confirmed}
            isInvalid={Boolean(error)}
            aria-describedby={error ? 'mating-confirm-error' : undefined}
            onChange={(event) => {
              setConfirmed(event.target.checked);
              if (event.target.checked) setError(undefined);
            }}
            label={t('confirmAffected')}
          />
          {error && (
            <div className="invalid-feedback d-block" id="mating-confirm-error">
              {errorText(error)}
            </div>
          )}
        </div>
      )}
      <div>
        <BusyButton onClick={() => void plan()} disabled={busy} busy={busy}>
          {t('plan')}
        </BusyButton>
      </div>
    </TitledSection>
  );
}
