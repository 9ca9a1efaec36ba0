'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from '@/lib/client/intl';
import { linkAddress } from './link-address';

interface LinkFormProps {
  /** The link the cursor is in, if any. */
  initial: string;
  onSave: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** The address of a link: web, e-mail or phone only; anything else is refused beside the field. */
export function LinkForm({ initial, onSave, onRemove, onClose }: LinkFormProps) {
  const t = useTranslations('RichTextEditor');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [address, setAddress] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => input.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const href = linkAddress(address);
    if (!href) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    onSave(href);
  };

  // Not a <form>: the editor may sit inside the page's own form.
  return (
    <div
      role="group"
      aria-label={t('link')}
      className="rich-text-link border rounded p-2 mb-2"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        } else if (event.key === 'Enter' && event.target === input.current) submit(event);
      }}
    >
      <label htmlFor={`${id}-href`} className="form-label">
        {t('linkAddress')}
      </label>
      <input
        ref={input}
        id={`${id}-href`}
        type="text"
        inputMode="url"
        autoComplete="url"
        autoCapitalize="none"
        spellCheck={false}
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        value={address}
        onChange={(event) => {
          setAddress(event.target.value);
          setInvalid(false);
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-help${invalid ? ` ${id}-error` : ''}`}
      />
      <div id={`${id}-help`} className="form-text">
        {t('linkHelp')}
      </div>
      {invalid && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {t('linkInvalid')}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2 mt-2">
        <button type="button" className="btn btn-primary btn-sm" onClick={submit}>
          {t('linkSave')}
        </button>
        {initial && (
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRemove}>
            {t('linkRemove')}
          </button>
        )}
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onClose}>
          {t('linkCancel')}
        </button>
      </div>
    </div>
  );
}
