'use client';

import { Fragment, useState, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldError, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/admin/TextField';
import { ApiRequestError, uploadFile } from '@/lib/client/api';
import { useErrorText } from '@/lib/client/error-text';
import { useFormatter, useTranslations } from '@/lib/client/intl';
import { boasNextDue, todayIso } from '@/features/health/boas';
import {
  COLOUR_LOCI,
  COLOUR_LOCUS_NAMES,
  DNA_STATUSES,
  DNA_TESTS,
  GRADES,
  HEALTH_TEST_KINDS,
  MIN_TEST_DATE,
} from '@/features/health/kinds';

/** One row of the form, whatever its kind (the schema checks each kind's own fields). */
export interface HealthRowValue {
  kind?: string;
  name?: string;
  result?: string;
  date?: string | null;
  lab?: string;
  grade?: number;
  status?: string;
  genotype?: Record<string, string | null>;
  certificateId?: number | null;
}

/** A stored certificate's links: the watermarked public image, the signed unmarked one. */
export type CertificateLinks = ReadonlyMap<number, { src: string; privateSrc?: string }>;
type RowErrors = Partial<Record<string, FieldError>> & { genotype?: Record<string, FieldError> };
// The field array holds rows of six shapes; react-hook-form's paths cannot follow a union.
type RowRegister = UseFormRegister<{ healthTests: HealthRowValue[] }>;

interface HealthTestRowProps {
  index: number;
  value: HealthRowValue;
  errors?: RowErrors;
  register: RowRegister;
  /** Replaces the row (a new kind starts empty but keeps its date). */
  replace: (value: HealthRowValue) => void;
  /** The stored dog, once there is one: certificates attach to it. */
  dogId?: number;
  certificates: CertificateLinks;
  /** A scan just uploaded. */
  onCertificate: (id: number, links: { src: string; privateSrc?: string }) => void;
  onRemove: () => void;
  removeLabel: string;
  /** The free entry's own fields (name, result, date), as they always were. */
  freeFields: ReactNode;
}

const today = () => new Date().toISOString().slice(0, 10);
const nullIfBlank = (value: unknown) => (value === '' || value == null ? null : value);

/** A health test of a parent: a free entry, or one of the breed's structured kinds. */
export function HealthTestRow(props: HealthTestRowProps) {
  const { index, value, errors, register, replace } = props;
  const t = useTranslations('AdminHealth');
  const errorText = useErrorText();
  // An error of the row itself (not of one field): its kind unknown, say.
  const rowError = (errors as { message?: unknown } | undefined)?.message;
  const number = index + 1;
  const kind = value.kind ?? 'free';
  const id = (field: string) => `health-test-${index}-${field}`;
  const path = (field: string) => `healthTests.${index}.${field}` as `healthTests.0.name`;
  const select = (
    field: string,
    label: string,
    options: [string, string][],
    asNumber = false,
    className = 'col-md-3',
  ) => (
    <SelectField
      id={id(field.replace('.', '-'))}
      label={label}
      error={field.startsWith('genotype.') ? errors?.genotype?.[field.slice(9)] : errors?.[field]}
      options={options}
      className={className}
      {...register(path(field), {
        setValueAs: (v: unknown) => (asNumber && v !== '' ? Number(v) : nullIfBlank(v)),
      })}
    />
  );
  return (
    <li className="row g-2 align-items-end mb-3 pb-2 border-bottom" data-testid="health-test">
      <Form.Group controlId={id('kind')} className="col-md-3">
        <Form.Label>{t('kind', { number })}</Form.Label>
        <Form.Select
          value={kind}
          onChange={(e) => {
            const next = e.target.value;
            replace(blankRow(next, value.date ?? null));
          }}
        >
          {(['free', ...HEALTH_TEST_KINDS] as const).map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {kind === 'free' ? (
        props.freeFields
      ) : (
        <>
          {(kind === 'boas' || kind === 'patella') &&
            select(
              'grade',
              t('grade', { number }),
              GRADES.map((g) => [String(g), String(g)]),
              true,
            )}
          {(DNA_TESTS as readonly string[]).includes(kind) &&
            select(
              'status',
              t('status', { number }),
              DNA_STATUSES.map((s) => [s, t(`statuses.${s}`)]),
            )}
          {kind === 'spine' && (
            <TextField
              id={id('result')}
              label={t('spineResult', { number })}
              placeholder={t('spineExample')}
              error={errors?.result}
              className="col-md-3"
              {...register(path('result'))}
            />
          )}
          {kind === 'colour' &&
            COLOUR_LOCUS_NAMES.map((locus) => (
              <Fragment key={locus}>
                {select(
                  `genotype.${locus}`,
                  t('locus', { locus, number }),
                  [
                    ['', t('notTested')],
                    ...COLOUR_LOCI[locus].map((g): [string, string] => [g, g]),
                  ],
                  false,
                  'col-6 col-md-3',
                )}
              </Fragment>
            ))}
          <TextField
            id={id('date')}
            label={t('date', { number })}
            type="date"
            min={MIN_TEST_DATE}
            max={today()}
            error={errors?.date}
            className="col-md-3"
            {...register(path('date'), { setValueAs: nullIfBlank })}
          />
          <TextField
            id={id('lab')}
            label={t('lab', { number })}
            error={errors?.lab}
            className="col-md-3"
            {...register(path('lab'))}
          />
          <Certificate {...props} />
          {kind === 'boas' && value.date && <BoasDue date={value.date} />}
        </>
      )}
      {typeof rowError === 'string' && (
        <p className="col-12 small text-danger mb-0">{errorText(rowError)}</p>
      )}
      <div className="col-md-1">
        <button
          type="button"
          className="btn btn-outline-danger"
          aria-label={props.removeLabel}
          onClick={props.onRemove}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </li>
  );
}

/** An empty row of a kind; free rows have no `kind`, as stored. */
function blankRow(kind: string, date: string | null): HealthRowValue {
  if (kind === 'free') return { name: '', result: '', date };
  const base = { kind, date: date ?? '', lab: '', certificateId: null };
  if (kind === 'boas' || kind === 'patella') return { ...base, grade: 0 };
  if (kind === 'spine') return { ...base, result: '' };
  if (kind === 'colour') {
    return { ...base, genotype: Object.fromEntries(COLOUR_LOCUS_NAMES.map((l) => [l, null])) };
  }
  return { ...base, status: 'clear' };
}

/** When the next BOAS test is due; flagged once it is (due today counts). */
function BoasDue({ date }: { date: string }) {
  const t = useTranslations('AdminHealth');
  const format = useFormatter();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const due = boasNextDue(date);
  const shown = format.dateTime(new Date(`${due}T12:00:00Z`), { dateStyle: 'long' });
  const overdue = todayIso() >= due;
  return (
    <p
      className={`col-12 small mb-0 ${overdue ? 'alert alert-warning py-1' : 'text-body-secondary'}`}
      data-testid={overdue ? 'boas-overdue' : 'boas-due'}
    >
      {overdue ? t('boasOverdue', { date: shown }) : t('boasDue', { date: shown })}
    </p>
  );
}

/** The certificate's scan: uploaded to the stored dog, shown here by its signed link. */
function Certificate({
  index,
  value,
  replace,
  dogId,
  certificates,
  onCertificate,
}: HealthTestRowProps) {
  const t = useTranslations('AdminHealth');
  const errorText = useErrorText();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  const inputId = `health-test-${index}-certificate`;
  const stored = value.certificateId ? certificates.get(value.certificateId) : undefined;
  const link = stored?.privateSrc ?? stored?.src;
  if (dogId === undefined) {
    return <p className="col-12 small text-body-secondary mb-0">{t('certificateAfterSave')}</p>;
  }
  const upload = async (file: File) => {
    setState('busy');
    setError(null);
    try {
      const answer = (await uploadFile(
        `/admin/dogs/${dogId}/health-certificates`,
        file,
        file.name,
        () => {},
      )) as unknown as { images: { id: number; src: string; privateSrc: string }[] };
      const scan = answer.images[0]!;
      onCertificate(scan.id, scan);
      replace({ ...value, certificateId: scan.id });
      setState('done');
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : 'networkError');
      setState('idle');
    }
  };
  return (
    <Form.Group controlId={inputId} className="col-md-5">
      <Form.Label>{t('certificate', { number: index + 1 })}</Form.Label>
      <Form.Control
        type="file"
        accept="image/jpeg,image/png"
        isInvalid={Boolean(error)}
        aria-describedby={`${inputId}-help`}
        disabled={state === 'busy'}
        onChange={(e) => {
          const file = (e.target as HTMLInputElement).files?.[0];
          if (file) void upload(file);
        }}
      />
      <Form.Text id={`${inputId}-help`} muted>
        {state === 'busy'
          ? t('certificateUploading')
          : state === 'done'
            ? t('certificateStored')
            : t('certificateHelp')}
      </Form.Text>
      {error && <Form.Control.Feedback type="invalid">{errorText(error)}</Form.Control.Feedback>}
      {link && (
        <p className="small mb-0">
          <a href={link} target="_blank" rel="noreferrer">
            {t('viewCertificate')}
          </a>{' '}
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline"
            onClick={() => replace({ ...value, certificateId: null })}
          >
            {t('removeCertificate')}
          </button>
        </p>
      )}
    </Form.Group>
  );
}

interface SelectFieldProps extends React.ComponentProps<typeof Form.Select> {
  id: string;
  label: string;
  error?: FieldError;
  options: [string, string][];
}

function SelectField({ id, label, error, options, className, ...select }: SelectFieldProps) {
  const errorText = useErrorText();
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        {...select}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </Form.Select>
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {errorText(error.message)}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
