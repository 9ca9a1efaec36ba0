'use client';

import { useEffect, useState } from 'react';
import { showMessage } from '@/lib/client/alerts';
import { ApiRequestError, apiFetch } from '@/lib/client/api';
import { useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import { WATERMARK_CORNERS, type WatermarkCorner } from '@/lib/watermark';
import type { WatermarkSettings } from '@/lib/validation/watermark';
import { CardForm } from '@/components/admin/TitledSection';

/** How often the screen asks how many photos are still being re-made. */
const POLL_MS = 3000;

/**
 * The kennel's name on public photos: on or off, and its corner. A save based on an older setting
 * (another window saved since) is refused: the form then shows the saved setting and says what
 * was chosen here. While photos are re-made in the background, it says how many are left.
 */
export function WatermarkForm({ initial }: { initial: WatermarkSettings }) {
  const t = useTranslations('AdminWatermark');
  const [saved, setSaved] = useState(initial);
  const [enabled, setEnabled] = useState(initial.enabled);
  const [corner, setCorner] = useState<WatermarkCorner>(initial.corner);
  const [conflict, setConflict] = useState<{ enabled: boolean; corner: WatermarkCorner } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (saved.pending === 0) return;
    const timer = setTimeout(() => {
      apiFetch<WatermarkSettings>('/admin/watermark')
        .then((current) => setSaved((s) => ({ ...s, pending: current.pending })))
        .catch(reportError);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const cornerName = (value: WatermarkCorner) => t('corner', { corner: value.replace('-', '_') });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const next = await apiFetch<WatermarkSettings>('/admin/watermark', {
        method: 'PUT',
        body: { enabled, corner, version: saved.version },
      });
      setSaved(next);
      setConflict(null);
      showMessage({ type: 'success', messages: [t('saved')] });
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 409 && failure.current) {
        const current = failure.current as WatermarkSettings;
        setConflict({ enabled, corner });
        setSaved(current);
        setEnabled(current.enabled);
        setCorner(current.corner);
      } else reportError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <CardForm id="watermark-heading" className="card mt-4" title={t('heading')} onSubmit={submit}>
      <p className="text-body-secondary">{t('intro', { name: saved.text })}</p>
      {conflict && (
        <p className="alert alert-warning" role="alert">
          {t('conflict', {
            choice: conflict.enabled ? cornerName(conflict.corner) : t('offChoice'),
          })}
        </p>
      )}
      <div className="form-check form-switch mb-3">
        <input
          id="watermark-enabled"
          type="checkbox"
          role="switch"
          className="form-check-input"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        <label htmlFor="watermark-enabled" className="form-check-label">
          {t('enabled')}
        </label>
      </div>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('cornerLegend')}</legend>
        <div className="row row-cols-2 g-2">
          {WATERMARK_CORNERS.map((value) => (
            <div key={value} className="col">
              <div className="form-check">
                <input
                  id={`watermark-${value}`}
                  type="radio"
                  name="corner"
                  className="form-check-input"
                  value={value}
                  checked={corner === value}
                  onChange={() => setCorner(value)}
                />
                <label htmlFor={`watermark-${value}`} className="form-check-label">
                  {cornerName(value)}
                </label>
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      <p className="form-text">{t('help')}</p>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('save')}
      </button>
      <p className="small mt-3 mb-0" role="status" data-testid="watermark-status">
        {saved.pending > 0 ? t('pending', { count: saved.pending }) : t('upToDate')}
      </p>
    </CardForm>
  );
}
