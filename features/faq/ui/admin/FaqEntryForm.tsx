'use client';

import { useMemo, type FormEvent } from 'react';
import { LanguageFields } from '@/components/admin/content/LanguageFields';
import {
  LANGUAGES,
  storedDoc,
  type LanguageTexts,
} from '@/components/admin/content/language-texts';
import { plainText, SaveConflict } from '@/components/admin/SaveConflict';
import { useStateFields, useVersionedRecord } from '@/components/admin/useVersionedRecord';
import { BusyButton } from '@/components/ui/BusyButton';
import { showMessage } from '@/lib/client/alerts';
import { KEYS } from '@/lib/client/api';
import { valueAt } from '@/lib/client/edit-merge';
import { useTranslations } from '@/lib/client/intl';
import { missingFaqParts } from '@/features/faq/rules';
import type { FaqEntry } from '@/features/faq/schema';
import { MAX_FAQ_ANSWER, MAX_FAQ_QUESTION } from '@/lib/validation/form-limits';

const toTexts = (entry: FaqEntry | null): LanguageTexts => ({
  line: entry ? { ...entry.question } : { en: '', hu: '', de: '' },
  rich: entry ? { ...entry.answer } : { en: null, hu: null, de: null },
});

const COMPARED = ['en', 'hu', 'de'].flatMap((l) => [`line.${l}`, `rich.${l}`]);

/** One question with its answers per language: a new one, or one being edited. */
export function FaqEntryForm({
  entry,
  onSaved,
}: {
  entry: FaqEntry | null;
  onSaved: (entry: FaqEntry) => void;
}) {
  const t = useTranslations('AdminFaq');
  const tNews = useTranslations('AdminNews');
  const tLocales = useTranslations('Locales');
  const form = useStateFields<LanguageTexts>(() => toTexts(entry));
  const { values: texts, setValues: setTexts, errors } = form;
  const id = entry ? `faq-${entry.id}` : 'faq-new';
  const labels = useMemo(
    () =>
      Object.fromEntries(
        COMPARED.map((path) => {
          const [kind, language] = path.split('.') as ['line' | 'rich', 'en' | 'hu' | 'de'];
          const field = kind === 'line' ? t('question') : t('answer');
          return [path, tNews('field', { field, language: tLocales(language) })];
        }),
      ),
    [t, tNews, tLocales],
  );
  // Each language's question and answer not written yet: without both it is not shown there.
  const lacking = missingFaqParts({ question: texts.line, answer: texts.rich });
  const missing = Object.fromEntries(
    LANGUAGES.flatMap((language) => {
      const parts = lacking.filter((m) => m.language === language).map((m) => t(m.part));
      return parts.length ? [[language, t('missingParts', { parts: parts.join(', ') })]] : [];
    }),
  );
  const versioned = useVersionedRecord({
    fields: form.edited,
    initial: entry,
    toFields: toTexts,
    paths: COMPARED,
    address: { list: KEYS.faq, item: KEYS.faqEntry },
    resubmit: (theirs) => void save(theirs),
    onTheirs: onSaved,
  });

  const save = async (basedOn = versioned.known) => {
    const saved = await versioned.send(
      {
        question: { en: texts.line.en.trim(), hu: texts.line.hu.trim(), de: texts.line.de.trim() },
        answer: {
          en: storedDoc(texts.rich.en),
          hu: storedDoc(texts.rich.hu),
          de: storedDoc(texts.rich.de),
        },
      },
      basedOn,
    );
    if (!saved) return;
    showMessage({ type: 'success', messages: [entry ? t('saved') : t('added')] });
    onSaved(saved);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <SaveConflict
        save={versioned}
        label={(path) => labels[path] ?? path}
        show={(path, values) => plainText(valueAt(values, path))}
        busy={versioned.busy}
      />
      <LanguageFields
        id={id}
        value={texts}
        onLine={(language, text) =>
          setTexts((current) => ({ ...current, line: { ...current.line, [language]: text } }))
        }
        onRich={(language, doc) =>
          setTexts((current) => ({ ...current, rich: { ...current.rich, [language]: doc } }))
        }
        lineLabel={t('question')}
        richLabel={t('answer')}
        lineMax={MAX_FAQ_QUESTION}
        richMax={MAX_FAQ_ANSWER}
        errors={errors}
        names={{ line: 'question', rich: 'answer' }}
        missing={missing}
      />
      <BusyButton type="submit" busy={versioned.busy}>
        {entry ? t('save') : t('add')}
      </BusyButton>
    </form>
  );
}
