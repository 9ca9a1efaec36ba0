'use client';

import { useState, type ChangeEvent } from 'react';
import type { FieldError } from 'react-hook-form';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { TextField } from '@/components/admin/TextField';
import { useErrorText } from '@/lib/client/error-text';
import { useTranslations } from '@/lib/client/intl';
import { MIN_BIRTHDAY } from '@/features/dogs/fields';
import { MAX_PUPPIES } from '@/lib/validation/form-limits';
import type { LitterNewsEvent } from '@/lib/selling';
import type { ApiErrorItem, Litter } from '@/lib/validation/responses';
import { MailNotice } from './MailNotice';
import { useLitterName } from '@/features/dogs/ui/admin/useLitterName';

const today = () => new Date().toISOString().slice(0, 10);

type Extra = Partial<Pick<Litter, 'bornAt' | 'born'>>;

/**
 * A status from the list that mails subscribers is asked first, saying who gets mailed; "born"
 * (or "ready" without a birth date) asks for the date of birth and how many puppies. Refusals
 * show beside their field, with what was typed kept.
 */
export function LitterStatusDialog({
  litter,
  status,
  onCancel,
  onSave,
}: {
  litter: Litter;
  status: LitterNewsEvent;
  onCancel: () => void;
  onSave: (extra: Extra) => Promise<ApiErrorItem[] | null>;
}) {
  const t = useTranslations('LitterAdmin');
  const tLitters = useTranslations('Litters');
  const errorText = useErrorText();
  const name = useLitterName();
  const [bornAt, setBornAt] = useState(litter.bornAt ?? today());
  const [males, setMales] = useState(String(litter.born.males || ''));
  const [females, setFemales] = useState(String(litter.born.females || ''));
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const asksBirth = status === 'born' || !litter.bornAt;
  const error = (path: string): FieldError | undefined => {
    const found = errors.find((e) => e.path === path);
    return found ? { type: 'server', message: found.msg } : undefined;
  };
  const others = errors.filter(
    (e) => !['bornAt', 'born.males', 'born.females'].includes(e.path ?? ''),
  );
  const count = (value: string) => (value.trim() === '' ? 0 : Number(value));

  const save = async () => {
    const extra: Extra = asksBirth
      ? { bornAt, born: { ...litter.born, males: count(males), females: count(females) } }
      : {};
    setErrors((await onSave(extra)) ?? []);
  };
  const number = {
    type: 'number',
    inputMode: 'numeric',
    min: 0,
    max: MAX_PUPPIES,
    step: 1,
  } as const;

  return (
    <ConfirmDialog
      show
      title={t('statusTitle', { name: name(litter), status: tLitters('status', { status }) })}
      body={
        <>
          {asksBirth && (
            <fieldset className="mb-3">
              <TextField
                id="status-bornAt"
                label={t('bornAt')}
                type="date"
                min={MIN_BIRTHDAY}
                max={today()}
                value={bornAt}
                onChange={(event: ChangeEvent<HTMLInputElement>) => setBornAt(event.target.value)}
                error={error('bornAt')}
              />
              <legend className="form-label fs-6 mb-2">{t('bornHowMany')}</legend>
              <div className="row g-2">
                <TextField
                  id="status-born-males"
                  label={t('males')}
                  {...number}
                  value={males}
                  onChange={(event: ChangeEvent<HTMLInputElement>) => setMales(event.target.value)}
                  error={error('born.males')}
                  className="col-6"
                />
                <TextField
                  id="status-born-females"
                  label={t('females')}
                  {...number}
                  value={females}
                  onChange={(event: ChangeEvent<HTMLInputElement>) =>
                    setFemales(event.target.value)
                  }
                  error={error('born.females')}
                  className="col-6"
                />
              </div>
            </fieldset>
          )}
          {others.length > 0 && (
            <div className="alert alert-danger" role="alert">
              {others.map((e) => (
                <p key={e.msg} className="mb-0">
                  {errorText(e.msg)}
                </p>
              ))}
            </div>
          )}
          <MailNotice count={litter.mailAudience?.[status] ?? 0} event={status} />
        </>
      }
      confirmLabel={t('statusConfirm', { count: litter.mailAudience?.[status] ?? 0 })}
      confirmVariant="primary"
      onCancel={onCancel}
      onConfirm={save}
    />
  );
}
