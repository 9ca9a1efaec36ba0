import 'server-only';
import { sql } from 'drizzle-orm';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { getDb, type Database } from '@/lib/db/client';
import { applications, mailOutbox, type StoredAnswer } from '@/lib/db/schema';
import { ANY, type Application } from '@/features/applications/schema';
import { askedQuestions, type AskedQuestion } from './application-questions';
import { findOpenLitter } from './application-litters';
import { looksLikeBot } from '@/lib/server/enquiry-start';
import { countAttempt } from '@/lib/server/enquiry-throttle';
import { ApiError } from '@/lib/server/http/errors';
import { composeApplicationMail } from '@/features/applications/mail/application-mail';
import { queueLinkMail, withHeldLink } from '@/lib/server/mail/link-mail';
import { kickOutbox } from '@/lib/server/mail/outbox';
import { newToken } from '@/lib/server/tokens';

/*
 * Applications for a puppy, with the enquiry form's defences: throttled per address
 * and mailbox under a key of their own, and a bot (honeypot, or a fill time the server did not
 * sign or that is too short) answered like anyone while nothing is stored or sent. The applicant's
 * private link goes out in the acknowledgement only: the database keeps its hash.
 */

type Answers = Application['answers'];

/** The built-in questions whose answers are kept with the question as asked. */
const BUILT_IN_ANSWERS = ['household', 'experience', 'timing', 'message'] as const;

/**
 * The breeder's questions' answers as asked in the applicant's language: a required one left
 * blank, or a choice that is not one of its options, is refused beside its field. Answers to
 * questions no longer asked are dropped (the form may be older than a change).
 */
function answersTo(questions: AskedQuestion[], answers: Answers, yesNo: (v: string) => string) {
  const stored: StoredAnswer[] = [];
  const errors: { msg: string; path: string }[] = [];
  for (const question of questions) {
    const given = answers[question.field]?.trim() ?? '';
    const path = `answers.${question.field}`;
    if (given === '') {
      if (question.required) errors.push({ msg: 'required', path });
      continue;
    }
    let answer = given;
    if (question.kind === 'choice') {
      const index = /^\d{1,2}$/.test(given) ? Number(given) : -1;
      if (!question.choices[index]) {
        errors.push({ msg: 'invalidChoice', path });
        continue;
      }
      answer = question.choices[index]!;
    } else if (question.kind === 'yesno') {
      if (given !== 'yes' && given !== 'no') {
        errors.push({ msg: 'invalidChoice', path });
        continue;
      }
      answer = yesNo(given);
    }
    stored.push({ key: question.field, question: question.label, answer });
  }
  return { stored, errors };
}

/** An id as a real one would be, which no application will ever get. */
async function decoyId(db: Database): Promise<number> {
  const result: unknown = await db.execute(
    sql`select nextval(pg_get_serial_sequence('applications', 'id'))::int as id`,
  );
  // postgres.js answers an array, PGlite `{rows}`.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    id: number;
  }[];
  return Number(rows[0]?.id);
}

/**
 * Stores an application and queues the applicant's acknowledgement with the private link (held
 * when its budget is spent: `resend` is then the ticket to ask for it again) and the breeder's
 * notice; 422 for a litter that is not open or answers
 * the breeder's questions refuse.
 */
export async function submitApplication(
  input: Application,
  ip: string,
  now = Date.now(),
): Promise<{ id: number; resend?: string }> {
  const db = await getDb();
  const locale: AppLocale = input.locale;
  const [t, questions, litter] = await Promise.all([
    getTranslations({ locale, namespace: 'Apply' }),
    askedQuestions(locale, db),
    input.litter === ANY ? null : findOpenLitter(db, input.litter),
  ]);
  const { stored, errors } = answersTo(questions, input.answers, (v) => t('yesNo', { value: v }));
  if (input.litter !== ANY && !litter) errors.unshift({ msg: 'litterNotOpen', path: 'litter' });
  if (errors.length > 0) throw new ApiError(422, 'validationFailed', errors);
  // A refused body is no try: it counts against no limit.
  await countAttempt(db, ip, input.email, now, 'application');
  if (looksLikeBot(input, now)) return { id: await decoyId(db) };

  const answers: StoredAnswer[] = [
    ...BUILT_IN_ANSWERS.filter((key) => input[key] !== '').map((key) => ({
      key,
      question: t(key),
      answer: input[key],
    })),
    ...stored,
  ];
  const { token, hash } = newToken();
  const mail = await composeApplicationMail(
    {
      ...input,
      litter,
      answers,
    },
    token,
  );
  const { id, resend } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applications)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        country: input.country,
        city: input.city,
        locale,
        answers,
        preferredSex: input.preferredSex === ANY ? null : input.preferredSex,
        preferredColor: input.preferredColor === ANY ? null : input.preferredColor,
        litterId: litter?.id ?? null,
        consentAt: new Date(now),
        tokenHash: hash,
      })
      .returning({ id: applications.id });
    if (!mail) return { id: row!.id, resend: null };
    const applicationId = row!.id;
    const { resend } = await queueLinkMail(tx, { ...mail.acknowledgement, applicationId }, ip, now);
    if (mail.notice) {
      const notice = resend ? await withHeldLink(mail.notice, mail.breederLocale) : mail.notice;
      await tx.insert(mailOutbox).values({ ...notice, applicationId });
    }
    return { id: applicationId, resend };
  });
  kickOutbox();
  return resend ? { id, resend } : { id };
}
