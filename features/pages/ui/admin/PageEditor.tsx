'use client';

import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { PutBackNotice } from '@/components/admin/PutBackNotice';
import { SavedToast } from '@/components/admin/SavedToast';
import { ScreenHeader } from '@/components/admin/ScreenHeader';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import {
  CONTENT_LOCALES,
  type ContentLocale,
  type PageVersionSummary,
  type PageView,
} from '@/features/pages/content';
import { missingLocales } from '@/features/pages/values';
import { useLocale, useTranslations } from '@/lib/client/intl';
import { adminPaths } from '@/lib/paths.mjs';
import { BlockField } from './BlockField';
import { LanguageSwitch } from './LanguageSwitch';
import { PageConflict } from './PageConflict';
import { PageHistory } from './PageHistory';
import { PagePhotos } from './PagePhotos';
import { PageState } from './PageState';
import { errorOf, textIn, withText } from './page-form';
import { usePageEditor } from './usePageEditor';
import './page-editor.css';

/** `/admin/pages/{page}`: every block of a page, one language at a time, and its writes. */
export function PageEditor({ view }: { view: PageView }) {
  const t = useTranslations('AdminPages');
  const uiLocale = useLocale();
  const [locale, setLocale] = useState<ContentLocale>(
    CONTENT_LOCALES.find((code) => code === uiLocale) ?? 'en',
  );
  const [restoring, setRestoring] = useState<PageVersionSummary | null>(null);
  const editor = usePageEditor(view, setLocale);
  const { page, known, content, errors, busy, conflict } = editor;
  const missing = missingLocales(page, content);

  const preview = async () => {
    const target = adminPaths.pagePreview(page, locale);
    // The tab opens at once (a browser allows it only on the tap itself), then gets the draft.
    const tab = window.open('', '_blank');
    const saved = await editor.saved();
    if (!saved) {
      tab?.close();
      return;
    }
    if (tab) tab.location.href = target;
    else window.location.assign(target);
  };

  const pageName = t('page', { page });
  return (
    <div className="container py-4 page-editor">
      <p className="mb-2">
        <PrefetchLink href={adminPaths.pages}>{t('backToList')}</PrefetchLink>
      </p>
      <ScreenHeader title={t('editTitle', { page: pageName })} />
      <PageState view={known} dirty={editor.dirty} />

      {editor.putBack && <PutBackNotice onDiscard={editor.discardPutBack} />}
      {conflict && (
        <PageConflict
          conflict={conflict}
          content={content}
          busy={busy !== null}
          onKeepMine={() => editor.keepMine(conflict.theirs)}
          onTakeTheirs={() => editor.takeTheirs(conflict.theirs)}
        />
      )}

      <p className="mb-2">
        <a href="#page-actions">{t('toActions')}</a>
      </p>
      <LanguageSwitch locale={locale} onChange={setLocale} missing={missing} />
      <p className="small text-body-secondary">{t('languageHelp')}</p>
      <p className="small text-body-secondary">
        {t('placeholdersHelp', { year: '{foundingYear}', fee: '{pedigreeFee}' })}
      </p>

      <form
        noValidate
        aria-label={t('formLabel', { page: pageName })}
        onSubmit={(event) => {
          event.preventDefault();
          void editor.save();
        }}
      >
        {known.blocks.map((block) => (
          <BlockField
            key={`${block.name}-${locale}`}
            block={block}
            locale={locale}
            value={
              block.kind === 'photo' ? content[block.name] : textIn(content, block.name, locale)
            }
            onChange={(value) =>
              editor.setContent((current) => withText(current, block, locale, value))
            }
            error={errorOf(errors, block.name, locale)}
            missing={missing[locale].includes(block.name)}
            photos={known.photos}
          />
        ))}

        <div id="page-actions" className="page-editor-actions d-flex flex-wrap gap-2 py-2">
          <button type="submit" className="btn btn-outline-primary" disabled={busy !== null}>
            {t(busy === 'save' ? 'saving' : 'save')}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={busy !== null}
            onClick={() => void preview()}
          >
            {t('preview')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy !== null}
            onClick={() => void editor.publish()}
          >
            {t(busy === 'publish' ? 'publishing' : 'publish')}
          </button>
        </div>
      </form>

      <PagePhotos page={page} photos={known.photos} setPhotos={editor.setKnownPhotos} />

      <PageHistory
        page={page}
        publishedNumber={known.publishedNumber}
        busy={busy !== null}
        dirty={editor.dirty}
        onRestore={(version) =>
          editor.dirty ? setRestoring(version) : void editor.restore(version)
        }
      />

      <ConfirmDialog
        show={restoring !== null}
        title={t('restoreTitle', { number: restoring?.number ?? 0 })}
        body={t('restoreBody')}
        confirmLabel={t('restore')}
        onCancel={() => setRestoring(null)}
        onConfirm={async () => {
          if (restoring) await editor.restore(restoring);
          setRestoring(null);
        }}
      />
      <SavedToast
        show={editor.done !== null}
        onClose={editor.clearDone}
        message={editor.done ? t(editor.done) : ''}
      />
    </div>
  );
}
