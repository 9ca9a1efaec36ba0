'use client';

import { useTranslations } from '@/lib/client/intl';
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/admin/TextField';
import type { dogCreateSchema } from '@/lib/validation/dog';
import { MAX_HEALTH_TESTS, MIN_BIRTHDAY } from '@/lib/validation/dog-fields';

type DogFields = z.input<typeof dogCreateSchema>;

interface HealthTestsFieldProps {
  control: Control<DogFields, unknown, z.output<typeof dogCreateSchema>>;
  register: UseFormRegister<DogFields>;
  errors: FieldErrors<DogFields>['healthTests'];
}

const today = () => new Date().toISOString().slice(0, 10);

/** A parent's health tests: name, result and (optionally) date, one row each. */
export function HealthTestsField({ control, register, errors }: HealthTestsFieldProps) {
  const t = useTranslations('DogForm');
  const { fields, append, remove } = useFieldArray({ control, name: 'healthTests' });
  return (
    <fieldset className="mb-3">
      <legend className="h5 mt-2">{t('healthTests')}</legend>
      <p className="small text-body-secondary">{t('healthTestsHelp')}</p>
      {fields.length === 0 && <p className="small">{t('noHealthTests')}</p>}
      <ol className="list-unstyled mb-2">
        {fields.map((field, index) => {
          const number = index + 1;
          const rowErrors = errors?.[index];
          return (
            <li key={field.id} className="row g-2 align-items-end mb-2" data-testid="health-test">
              <TextField
                id={`health-test-${index}-name`}
                label={t('healthTestName', { number })}
                placeholder={t('healthTestNameExample')}
                error={rowErrors?.name}
                className="col-md-4"
                {...register(`healthTests.${index}.name`)}
              />
              <TextField
                id={`health-test-${index}-result`}
                label={t('healthTestResult', { number })}
                placeholder={t('healthTestResultExample')}
                error={rowErrors?.result}
                className="col-md-4"
                {...register(`healthTests.${index}.result`)}
              />
              <TextField
                id={`health-test-${index}-date`}
                label={t('healthTestDate', { number })}
                type="date"
                min={MIN_BIRTHDAY}
                max={today()}
                error={rowErrors?.date}
                className="col-md-3"
                {...register(`healthTests.${index}.date`, {
                  setValueAs: (value: unknown) => (value === '' || value == null ? null : value),
                })}
              />
              <div className="col-md-1">
                <button
                  type="button"
                  className="btn btn-outline-danger"
                  aria-label={t('removeHealthTest', { number })}
                  onClick={() => remove(index)}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
            </li>
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
