'use client';

import { useState } from 'react';
import { useTranslations } from '@/lib/client/intl';
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/admin/TextField';
import type { dogCreateSchema } from '@/features/dogs/schema';
import { MAX_HEALTH_TESTS, MIN_BIRTHDAY } from '@/features/dogs/fields';
import type { Dog } from '@/lib/validation/responses';
import { HealthTestRow, type CertificateLinks, type HealthRowValue } from './HealthTestRow';

type DogFields = z.input<typeof dogCreateSchema>;

interface HealthTestsFieldProps {
  control: Control<DogFields, unknown, z.output<typeof dogCreateSchema>>;
  register: UseFormRegister<DogFields>;
  errors: FieldErrors<DogFields>['healthTests'];
  /** The stored dog: certificate scans attach to it. */
  dog?: Dog;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Links of the certificates the dog had when the form opened. */
function storedCertificates(dog?: Dog): Map<number, { src: string; privateSrc?: string }> {
  const links = new Map<number, { src: string; privateSrc?: string }>();
  for (const test of dog?.healthTests ?? []) {
    if (test.kind && test.certificateId && test.certificate) {
      links.set(test.certificateId, test.certificate);
    }
  }
  return links;
}

/** A parent's health tests: structured (BOAS, colour DNA, DNA panels…) or free, one row each. */
export function HealthTestsField({ control, register, errors, dog }: HealthTestsFieldProps) {
  const t = useTranslations('DogForm');
  // Rows of six shapes: react-hook-form's typed paths cannot follow a union (HealthTestRow).
  const loose = control as unknown as Control<{ healthTests: HealthRowValue[] }>;
  const looseRegister = register as unknown as UseFormRegister<{ healthTests: HealthRowValue[] }>;
  const { fields, append, remove, update } = useFieldArray({ control: loose, name: 'healthTests' });
  const values = useWatch({ control: loose, name: 'healthTests' }) ?? [];
  const [certificates, setCertificates] = useState<CertificateLinks>(() => storedCertificates(dog));
  return (
    <fieldset className="mb-3">
      <legend className="h5 mt-2">{t('healthTests')}</legend>
      <p className="small text-body-secondary">{t('healthTestsHelp')}</p>
      {fields.length === 0 && <p className="small">{t('noHealthTests')}</p>}
      <ol className="list-unstyled mb-2">
        {fields.map((field, index) => {
          const number = index + 1;
          const rowErrors = errors?.[index] as Record<string, never> | undefined;
          return (
            <HealthTestRow
              key={field.id}
              index={index}
              value={values[index] ?? field}
              errors={rowErrors}
              register={looseRegister}
              replace={(value) => update(index, value)}
              dogId={dog?.id}
              certificates={certificates}
              onCertificate={(id, links) => setCertificates((m) => new Map(m).set(id, links))}
              onRemove={() => remove(index)}
              removeLabel={t('removeHealthTest', { number })}
              freeFields={
                <>
                  <TextField
                    id={`health-test-${index}-name`}
                    label={t('healthTestName', { number })}
                    placeholder={t('healthTestNameExample')}
                    error={rowErrors?.name}
                    className="col-md-3"
                    {...looseRegister(`healthTests.${index}.name`)}
                  />
                  <TextField
                    id={`health-test-${index}-result`}
                    label={t('healthTestResult', { number })}
                    placeholder={t('healthTestResultExample')}
                    error={rowErrors?.result}
                    className="col-md-3"
                    {...looseRegister(`healthTests.${index}.result`)}
                  />
                  <TextField
                    id={`health-test-${index}-date`}
                    label={t('healthTestDate', { number })}
                    type="date"
                    min={MIN_BIRTHDAY}
                    max={today()}
                    error={rowErrors?.date}
                    className="col-md-2"
                    {...looseRegister(`healthTests.${index}.date`, {
                      setValueAs: (value: unknown) =>
                        value === '' || value == null ? null : value,
                    })}
                  />
                </>
              }
            />
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={fields.length >= MAX_HEALTH_TESTS}
        onClick={() => append({ name: '', result: '', date: null })}
      >
        {t('addHealthTest')}
      </button>
    </fieldset>
  );
}
