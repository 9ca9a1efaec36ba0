'use client';

import type { ReactNode } from 'react';
import { RichTextField } from '@/components/admin/rich-text/RichTextField';
import type { BlockDefinition, ContentLocale, PagePhoto } from '@/features/pages/content';
import { useErrorText } from '@/lib/client/error-text';
import { useTranslations } from '@/lib/client/intl';
import { EMPTY_DOC, type RichDoc } from '@/lib/rich-text/doc';
import { ListField } from './ListField';
import { PhotoChoice } from './PhotoChoice';

interface BlockFieldProps {
  block: BlockDefinition;
  locale: ContentLocale;
  /** The block's value in `locale` (a photo block: its photo id). */
  value: unknown;
  onChange: (value: unknown) => void;
  /** An `apiErrors` key. */
  error?: string;
  /** Other languages have it, this one not: visitors see the English text. */
  missing: boolean;
  photos: PagePhoto[];
}

/** The label of a block: its name on the screen (a block added later shows its code name). */
export function useBlockLabel() {
  const t = useTranslations('AdminPages');
  return (name: string) => {
    const key = `blocks.${name}` as const;
    return t.has(key as never) ? t(key as never) : name;
  };
}

/** One block of a page in one language, as its kind is edited. */
export function BlockField({
  block,
  locale,
  value,
  onChange,
  error,
  missing,
  photos,
}: BlockFieldProps) {
  const t = useTranslations('AdminPages');
  const errorText = useErrorText();
  const label = useBlockLabel()(block.name);
  const id = `block-${block.name}-${locale}`;
  const message = errorText(error);
  const flag = missing && (
    <span className="badge text-bg-warning ms-2" id={`${id}-missing`}>
      {t('missingIn', { locale })}
    </span>
  );

  let field: ReactNode;
  switch (block.kind) {
    case 'line': {
      const text = typeof value === 'string' ? value : '';
      const over = text.length > block.max;
      const shown = message ?? (over ? errorText('tooLong') : undefined);
      const describedBy = [
        `${id}-counter`,
        shown && `${id}-error`,
        missing && `${id}-missing`,
      ].filter(Boolean);
      field = (
        <>
          <label htmlFor={id} className="form-label fw-semibold">
            {label}
            {flag}
          </label>
          <input
            id={id}
            type="text"
            lang={locale}
            className={`form-control${shown ? ' is-invalid' : ''}`}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={shown ? true : undefined}
            aria-describedby={describedBy.join(' ')}
            required={block.required && locale === 'en'}
          />
          <div className="d-flex flex-wrap justify-content-between gap-2 small mt-1">
            <span id={`${id}-error`} className="text-danger">
              {shown}
            </span>
            <span
              id={`${id}-counter`}
              className={over ? 'text-danger fw-semibold' : 'text-body-secondary'}
            >
              {t('counter', { count: text.length, max: block.max })}
            </span>
          </div>
        </>
      );
      break;
    }
    case 'rich':
      field = (
        <>
          <div id={`${id}-label`} className="form-label fw-semibold">
            {label}
            {flag}
          </div>
          <RichTextField
            id={id}
            labelledBy={`${id}-label`}
            describedBy={missing ? `${id}-missing` : undefined}
            value={(value as RichDoc | undefined) ?? EMPTY_DOC}
            onChange={onChange}
            max={block.max}
            lang={locale}
            error={message}
            photos={photos.map((photo, index) => ({
              src: photo.url,
              alt: t('photoNumber', { number: index + 1 }),
              width: photo.width,
              height: photo.height,
            }))}
          />
        </>
      );
      break;
    case 'list':
      field = (
        <ListField
          id={id}
          legend={
            <>
              {label}
              {flag}
            </>
          }
          lines={Array.isArray(value) ? (value as string[]) : []}
          onChange={onChange}
          max={block.max}
          maxItems={block.maxItems ?? 12}
          locale={locale}
          error={message}
        />
      );
      break;
    case 'photo':
      field = (
        <PhotoChoice
          id={id}
          legend={label}
          photos={photos}
          value={typeof value === 'number' ? value : null}
          onChange={onChange}
          error={message}
        />
      );
      break;
  }
  return (
    <div className="mb-4 page-block" data-block={block.name}>
      {field}
    </div>
  );
}
