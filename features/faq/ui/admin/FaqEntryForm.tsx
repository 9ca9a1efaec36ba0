'use client';

import { useMemo, useState, type FormEvent } from 'react';
import { LanguageFields } from '@/components/admin/content/LanguageFields';
import {
  LANGUAGES,
  storedDoc,
  type LanguageTexts,
} from '@/components/admin/content/language-texts';
import { useTextConflict } from '@/components/admin/content/useTextConflict';
import { BusyButton } from '@/components/ui/BusyButton';
import { showMessage } from '@/lib/client/alerts';
import { apiFetch, ApiRequestError, KEYS } from '@/lib/client/api';
import { conflictOf } from '@/lib/client/edit-merge';
import { useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
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
  const [known, setKnown] = useState(entry);
  const [texts, setTexts] = useState<LanguageTexts>(() => toTexts(entry));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
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
  const conflict = useTextConflict<LanguageTexts, FaqEntry>({
    known: toTexts(known),
    mine: texts,
    setMine: setTexts,
    labels,
  });

  const save = async (basedOn: FaqEntry | null) => {
    setBusy(true);
    setErrors({});
    const body = {
      question: { en: texts.line.en.trim(), hu: texts.line.hu.trim(), de: texts.line.de.trim() },
      answer: {
        en: storedDoc(texts.rich.en),
        hu: storedDoc(texts.rich.hu),
        de: storedDoc(texts.rich.de),
      },
    };
    try {
      const saved = entry
        ? await apiFetch<FaqEntry>(KEYS.faqEntry(entry.id), {
            method: 'PATCH',
            body: { ...body, version: basedOn?.version },
          })
        : await apiFetch<FaqEntry>(KEYS.faq, { method: 'POST', body });
      showMessage({ type: 'success', messages: [entry ? t('saved') : t('added')] });
      setKnown(saved);
      setTexts(toTexts(entry ? saved : null));
      onSaved(saved);
    } catch (error) {
      const theirs = conflictOf<FaqEntry>(error);
      if (theirs) {
        conflict.begin(theirs, toTexts(theirs));
      } else {
        if (error instanceof ApiRequestError && error.status === 422) {
          setErrors(Object.fromEntries(error.errors.map((e) => [e.path ?? '', e.msg])));
        }
        reportError(error);
      }
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(known);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      {conflict.panel(
        (theirs) => {
          setKnown(theirs);
          void save(theirs);
        },
        (theirs) => {
          setKnown(theirs);
          setTexts(toTexts(theirs));
          onSaved(theirs);
        },
        busy,
      )}
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
      <BusyButton type="submit" busy={busy}>
        {entry ? t('save') : t('add')}
      </BusyButton>
    </form>
  );
}
