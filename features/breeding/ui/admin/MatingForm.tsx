'use client';

import { useRef } from 'react';
import Form from 'react-bootstrap/Form';
import { useErrorText } from '@/lib/client/error-text';
import { useTranslations } from '@/lib/client/intl';
import { adminPaths } from '@/lib/paths.mjs';

export interface MatingChoice {
  damId: string;
  sireId: string;
  outsideSire: string;
}

interface Option {
  value: string;
  label: string;
}

/**
 * The mating preview's choice of a dam and a sire: a plain GET form, so the server renders the
 * preview of the address it makes; with its script, choosing one kind of sire clears the other.
 */
export function MatingForm({
  dams,
  sires,
  outsideSires,
  chosen,
  refused,
}: {
  dams: Option[];
  sires: Option[];
  outsideSires: Option[];
  chosen: MatingChoice;
  refused: { path: string; msg: string }[];
}) {
  const t = useTranslations('MatingPreview');
  const errorText = useErrorText();
  const sireRef = useRef<HTMLSelectElement>(null);
  const outsideRef = useRef<HTMLSelectElement>(null);
  const errorOf = (path: string) => refused.find((r) => r.path === path)?.msg;
  const damError = errorOf('damId');
  const sireError = errorOf('sireId') ?? errorOf('outsideSire');

  return (
    <form
      method="get"
      action={adminPaths.matingPreview}
      className="admin-form mb-4"
      data-testid="mating-form"
    >
      <div className="row g-3">
        <Form.Group controlId="mating-damId" className="col-12 col-md-4">
          <Form.Label>{t('dam')}</Form.Label>
          <Form.Select
            name="damId"
            defaultValue={chosen.damId}
            isInvalid={Boolean(damError)}
            aria-describedby={damError ? 'mating-damId-error' : undefined}
          >
            <option value="">{t('choose')}</option>
            {dams.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid" id="mating-damId-error">
            {errorText(damError)}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId="mating-sireId" className="col-12 col-md-4">
          <Form.Label>{t('sire')}</Form.Label>
          <Form.Select
            ref={sireRef}
            name="sireId"
            defaultValue={chosen.sireId}
            isInvalid={Boolean(sireError)}
            aria-describedby={sireError ? 'mating-sire-error' : undefined}
            onChange={(event) => {
              if (event.target.value && outsideRef.current) outsideRef.current.value = '';
            }}
          >
            <option value="">{t('choose')}</option>
            {sires.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="mating-outsideSire" className="col-12 col-md-4">
          <Form.Label>{t('outsideSire')}</Form.Label>
          <Form.Select
            ref={outsideRef}
            name="outsideSire"
            defaultValue={chosen.outsideSire}
            isInvalid={Boolean(sireError)}
            aria-describedby={sireError ? 'mating-sire-error' : 'mating-outsideSire-help'}
            onChange={(event) => {
              if (event.target.value && sireRef.current) sireRef.current.value = '';
            }}
          >
            <option value="">{t('none')}</option>
            {outsideSires.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Form.Select>
          {sireError ? (
            <div className="invalid-feedback d-block" id="mating-sire-error">
              {errorText(sireError)}
            </div>
          ) : (
            <Form.Text id="mating-outsideSire-help" muted>
              {outsideSires.length > 0 ? t('outsideSireHelp') : t('noOutsideSires')}
            </Form.Text>
          )}
        </Form.Group>
      </div>
      <div className="mt-3">
        <button type="submit" className="btn btn-primary">
          {t('show')}
        </button>
      </div>
    </form>
  );
}
