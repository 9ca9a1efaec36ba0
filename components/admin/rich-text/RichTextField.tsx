'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { RichText } from '@/components/rich-text/RichText';
import { useTranslations } from '@/lib/client/intl';
import { docLength, isEmptyDoc } from '@/lib/rich-text/doc';
import type { RichTextEditorProps } from './types';
import './rich-text-field.css';

export type { RichTextEditorProps, RichTextPhoto } from './types';

const load = () => import('./RichTextEditor');

const Editor = dynamic(load, {
  ssr: false,
  loading: () => <EditorLoading />,
});

function EditorLoading() {
  const t = useTranslations('RichTextEditor');
  return (
    <div className="form-control rich-text-loading text-body-secondary" role="status">
      {t('loading')}
    </div>
  );
}

/**
 * A rich-text field: the text as it reads, rendered with the page, and the editor (Tiptap, a
 * large script) loaded only when the breeder taps the text or its button. The same props as
 * the editor itself (types.ts).
 */
export function RichTextField(props: RichTextEditorProps) {
  const t = useTranslations('RichTextEditor');
  const [active, setActive] = useState(false);
  if (active) return <Editor {...props} autoFocus />;

  const { id, labelledBy, value, max, lang, error } = props;
  const length = docLength(value);
  const invalid = length > max || Boolean(error);
  const activate = () => setActive(true);
  return (
    <div className="rich-text-field">
      <div
        className={`form-control rich-text-preview${invalid ? ' is-invalid' : ''}`}
        lang={lang}
        // A tap anywhere on the text opens the editor there; the button is the keyboard's way.
        onClick={(event) => {
          event.preventDefault();
          activate();
        }}
        onPointerEnter={() => void load()}
      >
        {isEmptyDoc(value) ? (
          <p className="text-body-secondary mb-0">{t('empty')}</p>
        ) : (
          <RichText doc={value} />
        )}
      </div>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-1 small">
        <button
          type="button"
          id={`${id}-edit`}
          className="btn btn-outline-primary btn-sm"
          aria-labelledby={`${id}-edit ${labelledBy}`}
          onClick={activate}
          onFocus={() => void load()}
        >
          {t('edit')}
        </button>
        <span className={length > max ? 'text-danger fw-semibold' : 'text-body-secondary'}>
          {t('counter', { count: length, max })}
        </span>
      </div>
      {invalid && (
        <div className="text-danger small mt-1">
          {error ?? t('tooLong', { count: length - max })}
        </div>
      )}
    </div>
  );
}
