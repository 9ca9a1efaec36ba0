'use client';

import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '@/lib/client/intl';
import { docLength, type RichDoc } from '@/lib/rich-text/doc';
import { sanitizeDoc } from '@/lib/rich-text/sanitize';
import { richTextExtensions, transformPastedHTML } from './extensions';
import { LinkForm } from './LinkForm';
import { PhotoPicker } from './PhotoPicker';
import { Toolbar } from './Toolbar';
import type { RichTextEditorProps } from './types';
import './rich-text-editor.css';

const serialize = (doc: RichDoc) => JSON.stringify(doc);

/**
 * The breeder's text editor (Tiptap): headings, paragraphs, lists, bold, italic, links and the
 * site's own photos, nothing else. Load it through RichTextField, never from a public page.
 */
export default function RichTextEditor({
  id,
  labelledBy,
  describedBy,
  value,
  onChange,
  max,
  lang,
  error,
  photos,
  autoFocus,
}: RichTextEditorProps) {
  const t = useTranslations('RichTextEditor');
  const [panel, setPanel] = useState<'link' | 'photos' | null>(null);
  const emitted = useRef(serialize(value));
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const length = docLength(value);
  const over = length > max;
  const invalid = over || Boolean(error);
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const attributes = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    'aria-describedby': [describedBy, counterId, invalid ? errorId : ''].filter(Boolean).join(' '),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    lang,
    spellcheck: 'true',
    class: `form-control rich-text-area${invalid ? ' is-invalid' : ''}`,
  };

  const editor = useEditor({
    extensions: richTextExtensions(),
    content: value,
    // Only ever rendered in the browser (next/dynamic without SSR).
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes,
      transformPastedHTML,
      handleKeyDown: (_view, event) => {
        if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          setPanel('link');
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => {
      const doc = sanitizeDoc(e.getJSON());
      const text = serialize(doc);
      if (text === emitted.current) return;
      emitted.current = text;
      onChangeRef.current(doc);
    },
  });

  // Focus once the text area is in the page: Tiptap's own autofocus runs on a timer after the
  // editor is made, which on a slow phone can come before EditorContent has put it there.
  useEffect(() => {
    if (autoFocus && editor && !editor.isDestroyed) editor.commands.focus('end');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the editor is first there
  }, [editor]);

  // Attributes that follow the props (invalid state, language).
  const attributeKey = JSON.stringify(attributes);
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attributeKey stands for attributes
  }, [editor, attributeKey]);

  // A value from outside (another language, a restored version, their version after a conflict).
  useEffect(() => {
    const text = serialize(value);
    if (!editor || editor.isDestroyed || text === emitted.current) return;
    emitted.current = text;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;

  const currentLink = (editor.getAttributes('link').href as string | undefined) ?? '';
  const closePanel = () => {
    setPanel(null);
    editor.commands.focus();
  };

  return (
    <div className="rich-text-editor">
      <Toolbar
        editor={editor}
        id={id}
        controls={id}
        linkOpen={panel === 'link'}
        onLink={() => setPanel(panel === 'link' ? null : 'link')}
        photosOpen={panel === 'photos'}
        onPhotos={photos?.length ? () => setPanel(panel === 'photos' ? null : 'photos') : undefined}
      />
      {panel === 'link' && (
        <LinkForm
          initial={currentLink}
          onClose={closePanel}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setPanel(null);
          }}
          onSave={(href) => {
            const chain = editor.chain().focus().extendMarkRange('link');
            if (editor.state.selection.empty && !currentLink) {
              chain
                .insertContent({
                  type: 'text',
                  text: href.replace(/^(mailto|tel):/, ''),
                  marks: [{ type: 'link', attrs: { href } }],
                })
                .run();
            } else chain.setLink({ href }).run();
            setPanel(null);
          }}
        />
      )}
      {panel === 'photos' && photos && (
        <PhotoPicker
          photos={photos}
          onPick={(photo) => {
            editor
              .chain()
              .focus()
              .setImage({
                src: photo.src,
                alt: photo.alt,
                width: photo.width,
                height: photo.height,
              })
              .run();
            setPanel(null);
          }}
          onClose={closePanel}
        />
      )}
      <EditorContent editor={editor} />
      <div className="d-flex flex-wrap justify-content-between gap-2 mt-1 small">
        <span id={errorId} className={invalid ? 'text-danger' : 'visually-hidden'}>
          {invalid && (error ?? t('tooLong', { count: length - max }))}
        </span>
        <span id={counterId} className={over ? 'text-danger fw-semibold' : 'text-body-secondary'}>
          {t('counter', { count: length, max })}
        </span>
      </div>
    </div>
  );
}
