'use client';

import { useEditorState, type Editor } from '@tiptap/react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { useTranslations } from '@/lib/client/intl';
import type { HeadingLevel } from '@/lib/rich-text/doc';
import {
  BoldIcon,
  BulletListIcon,
  ItalicIcon,
  LinkIcon,
  NumberedListIcon,
  PhotoIcon,
  RedoIcon,
  UndoIcon,
} from './icons';

type Style = 'paragraph' | `h${HeadingLevel}`;
const STYLES: Style[] = ['paragraph', 'h2', 'h3', 'h4'];

function ToolButton({
  label,
  icon: IconOf,
  pressed,
  disabled,
  onClick,
  expanded,
}: {
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  pressed?: boolean;
  disabled?: boolean;
  expanded?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`btn btn-sm rich-text-tool${pressed ? ' btn-secondary' : ' btn-outline-secondary'}`}
      aria-pressed={pressed}
      aria-expanded={expanded}
      disabled={disabled}
      title={label}
      // Keeps the text's selection: the command applies to what the breeder selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <IconOf />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/** The formatting controls: a text style to choose, then one button per format, in tab order. */
export function Toolbar({
  editor,
  id,
  controls,
  linkOpen,
  onLink,
  photosOpen,
  onPhotos,
  extra,
}: {
  editor: Editor;
  id: string;
  controls: string;
  linkOpen: boolean;
  onLink: () => void;
  photosOpen?: boolean;
  onPhotos?: () => void;
  extra?: ReactNode;
}) {
  const t = useTranslations('RichTextEditor');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      style: (STYLES.find((s) => s !== 'paragraph' && e.isActive('heading', { level: +s[1]! })) ??
        'paragraph') as Style,
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const setStyle = (style: Style) => {
    if (style === 'paragraph') chain().setParagraph().run();
    else
      chain()
        .setHeading({ level: Number(style[1]) as HeadingLevel })
        .run();
  };

  return (
    <div
      role="group"
      aria-label={t('toolbar')}
      aria-controls={controls}
      className="rich-text-toolbar d-flex flex-wrap align-items-center gap-1 mb-1"
    >
      <label className="visually-hidden" htmlFor={`${id}-style`}>
        {t('style')}
      </label>
      <select
        id={`${id}-style`}
        className="form-select form-select-sm rich-text-style"
        value={state.style}
        onChange={(event) => setStyle(event.target.value as Style)}
      >
        {STYLES.map((style) => (
          <option key={style} value={style}>
            {t(style)}
          </option>
        ))}
      </select>
      <ToolButton
        label={t('bold')}
        icon={BoldIcon}
        pressed={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label={t('italic')}
        icon={ItalicIcon}
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label={t('bulletList')}
        icon={BulletListIcon}
        pressed={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label={t('orderedList')}
        icon={NumberedListIcon}
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton label={t('link')} icon={LinkIcon} expanded={linkOpen} onClick={onLink} />
      {onPhotos && (
        <ToolButton label={t('photo')} icon={PhotoIcon} expanded={photosOpen} onClick={onPhotos} />
      )}
      <ToolButton
        label={t('undo')}
        icon={UndoIcon}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        label={t('redo')}
        icon={RedoIcon}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
      {extra}
    </div>
  );
}
