'use client';

import { cloneElement, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { MAX_OWNER_PHOTOS, MAX_STORY_LENGTH } from '@/features/stories/rules';
import { prepareImage } from '@/lib/client/shrink-image';
import { ACCEPTED_IMAGE_TYPES } from '@/lib/validation/upload';

/** Ten photos share one request of at most 4.5 MB (lib/server/images/multipart.ts). */
const PHOTO_BUDGET_BYTES = 420 * 1024;

export interface OwnerStoryFormText {
  name: string;
  nameHelp: string;
  photos: string;
  photosHelp: string;
  story: string;
  /** With `{left}`: characters still free. */
  left: string;
  /** With `{count}`: the story's length, over the limit. */
  over: string;
  /** With `{count}`: the error beside a story refused as too long. */
  tooLong: string;
  consent: string;
  send: string;
  sending: string;
  /** `apiErrors` texts by key, for the answers this form can get. */
  errors: Record<string, string>;
}

interface FieldError {
  field: string;
  msg: string;
  file?: string;
}

interface OwnerStoryFormProps {
  action: string;
  /** The page's language, for the counter's numbers. */
  locale: string;
  text: OwnerStoryFormText;
  initial: { name: string; story: string; consent: boolean };
  /** A refused send without JavaScript: its errors, by field. */
  initialErrors: FieldError[];
}

const FIELDS = new Set(['name', 'story', 'consent']);

type Control = ReactElement<Record<string, unknown>>;

/**
 * The owner's form: a plain multipart post that works without JavaScript (the server then takes
 * the photos as the phone made them); with it, photos are shrunk first, the answer comes back
 * here and errors appear beside the fields with everything typed still in place. The text fields
 * come before the photos: a send too large to read still brings them to the server.
 */
export function OwnerStoryForm({
  action,
  locale,
  text,
  initial,
  initialErrors,
}: OwnerStoryFormProps) {
  const [story, setStory] = useState(initial.story);
  const [errors, setErrors] = useState<FieldError[]>(initialErrors);
  const [busy, setBusy] = useState(false);
  const left = MAX_STORY_LENGTH - story.length;
  const number = new Intl.NumberFormat(locale);
  const count = number.format(story.length);
  const errorOf = (field: string) => errors.filter((e) => e.field === field);
  const message = (e: FieldError) =>
    e.msg === 'storyTooLong'
      ? text.tooLong.replace('{count}', count)
      : `${e.file ? `${e.file}: ` : ''}${text.errors[e.msg] ?? text.errors.serverError}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const files = data.getAll('images').filter((f): f is File => f instanceof File && f.size > 0);
    const found: FieldError[] = [];
    if (files.length > MAX_OWNER_PHOTOS) found.push({ field: 'images', msg: 'tooManyFiles' });
    setBusy(true);
    try {
      data.delete('images');
      for (const file of files.slice(0, MAX_OWNER_PHOTOS)) {
        const prepared = await prepareImage(file, PHOTO_BUDGET_BYTES);
        if (prepared.ok) data.append('images', prepared.blob, prepared.name);
        else found.push({ field: 'images', msg: prepared.error, file: file.name });
      }
      if (found.length) {
        setErrors(found);
        return;
      }
      const response = await fetch(action, {
        method: 'POST',
        body: data,
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      });
      if (response.ok) {
        // A full load: the page shows the submission, rendered on the server with fresh links.
        const next = new URL(window.location.href);
        next.search = '?done=storySent';
        next.hash = 'owner-story';
        if (next.href === window.location.href) window.location.reload();
        else window.location.assign(next);
        return;
      }
      const body = (await response.json().catch(() => ({}))) as {
        message?: string;
        errors?: { msg: string; path?: string }[];
      };
      const items = body.errors?.length ? body.errors : [{ msg: body.message ?? 'serverError' }];
      setErrors(
        items.map((item) =>
          item.path && FIELDS.has(item.path)
            ? { field: item.path, msg: item.msg }
            : { field: 'images', msg: item.msg, file: item.path },
        ),
      );
    } catch {
      setErrors([{ field: 'images', msg: 'serverError' }]);
    } finally {
      setBusy(false);
    }
  }

  const invalid = (field: string) => errorOf(field).length > 0;
  const describe = (field: string, help?: boolean) =>
    [help && `owner-${field}-help`, invalid(field) && `owner-${field}-error`]
      .filter(Boolean)
      .join(' ') || undefined;
  const errorList = (field: string) =>
    invalid(field) && (
      <div id={`owner-${field}-error`} className="invalid-feedback d-block">
        {errorOf(field).map((e, i) => (
          <div key={i}>{message(e)}</div>
        ))}
      </div>
    );

  /** A field: its label, its control (with its own `id`) marked when refused, its hint, errors. */
  const fieldOf = (field: string, label: string, control: Control, help: ReactNode) => (
    <div className="mb-3">
      <label htmlFor={String(control.props.id)} className="form-label">
        {label}
      </label>
      {cloneElement(control, {
        className: `form-control${invalid(field) ? ' is-invalid' : ''}`,
        'aria-invalid': invalid(field) || undefined,
        'aria-describedby': describe(field, true),
      })}
      {help}
      {errorList(field)}
    </div>
  );
  const hint = (field: string, help: string) => (
    <div id={`owner-${field}-help`} className="form-text">
      {help}
    </div>
  );

  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={submit}
      className="owner-story-form"
    >
      {fieldOf(
        'story',
        text.story,
        <textarea
          id="owner-story-text"
          name="story"
          rows={6}
          value={story}
          onChange={(e) => setStory(e.target.value)}
        />,
        // A counter, not maxLength: that would cut a pasted story short without a word.
        <div
          id="owner-story-help"
          className={`form-text${left < 0 ? ' text-danger' : ''}`}
          aria-live="polite"
        >
          {left >= 0
            ? text.left.replace('{left}', number.format(left))
            : text.over.replace('{count}', count)}
        </div>,
      )}
      {fieldOf(
        'name',
        text.name,
        <input
          id="owner-name"
          name="name"
          required
          maxLength={40}
          autoComplete="given-name"
          defaultValue={initial.name}
        />,
        hint('name', text.nameHelp),
      )}
      {fieldOf(
        'images',
        text.photos,
        <input
          id="owner-images"
          name="images"
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
        />,
        hint('images', text.photosHelp),
      )}
      <div className="form-check mb-3">
        <input
          id="owner-consent"
          name="consent"
          type="checkbox"
          required
          defaultChecked={initial.consent}
          className={`form-check-input${invalid('consent') ? ' is-invalid' : ''}`}
          aria-invalid={invalid('consent') || undefined}
          aria-describedby={describe('consent')}
        />
        <label htmlFor="owner-consent" className="form-check-label">
          {text.consent}
        </label>
        {errorList('consent')}
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
        {busy ? text.sending : text.send}
      </button>
    </form>
  );
}
