'use client';

import { useTranslations } from '@/lib/client/intl';
import Form from 'react-bootstrap/Form';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { TextField } from '@/components/admin/TextField';
import { DogDayField, DogTextField } from './DogTextField';
import type { FieldInput } from '@/components/admin/useVersionedSave';
import { useErrorText } from '@/lib/client/error-text';
import { missingRuleFields } from '@/features/dogs/puppy-rules';
import type { Dog } from '@/lib/validation/responses';
import type { DogFields, DogValues } from './dog-fields';
import { useLitterSire } from './useLitterSire';

interface PuppyRulesFieldsProps {
  control: Control<DogFields, unknown, DogValues>;
  /** A field's props from the form's save (useVersionedSave): id, error, stored value. */
  input: FieldInput<DogFields>;
  /** The stored puppy: its photos with its mother count among the rules' fields. */
  dog?: Dog;
}

/** The puppy's fields the rules ask to be shown, and which of them are missing. */
export function PuppyRulesFields({ control, input, dog }: PuppyRulesFieldsProps) {
  const t = useTranslations('AdminPuppyFacts');
  const errorText = useErrorText();
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'vaccinations',
  });
  const values = useWatch({ control });
  const sire = useLitterSire(control);
  const { error: passportError, ...passport } = input('petPassport', {
    setValueAs: (value: unknown) =>
      value === 'true' || value === true
        ? true
        : value === 'false' || value === false
          ? false
          : null,
  });
  const { error: photoError, ...photo } = input('photoWithMother', {
    setValueAs: (value: unknown) =>
      value === '' || value === null || value === undefined ? null : Number(value),
  });
  const missing = missingRuleFields({
    chipNumber: values.chipNumber ?? '',
    countryOfBirth: values.countryOfBirth ?? '',
    petPassport: values.petPassport ?? null,
    vaccinations: (values.vaccinations ?? []).map((v) => ({
      kind: v?.kind ?? '',
      date: v?.date ?? '',
    })),
    motherId: values.motherId ?? null,
    hasFather: values.fatherId != null || sire !== null,
    photosWithMother: values.photoWithMother ? 1 : 0,
  });
  return (
    <fieldset className="mb-3">
      <legend className="h5 mt-2">{t('title')}</legend>
      {missing.length > 0 && (
        <p className="alert alert-warning py-2 small" data-testid="missing-rule-fields">
          {t('missing', {
            fields: missing.map((field) => t('field', { field })).join(', '),
          })}
        </p>
      )}
      <div className="row">
        <DogTextField
          label={t('chipNumber')}
          help={t('chipHelp')}
          inputMode="numeric"
          {...input('chipNumber')}
        />
        <DogTextField
          label={t('countryOfBirth')}
          maxLength={2}
          className="mb-3 col-md-3"
          {...input('countryOfBirth')}
        />
        <Form.Group controlId="dog-petPassport" className="mb-3 col-md-3">
          <Form.Label>{t('petPassport')}</Form.Label>
          <Form.Select {...passport}>
            <option value="">{t('passportUnknown')}</option>
            <option value="true">{t('passportYes')}</option>
            <option value="false">{t('passportNo')}</option>
          </Form.Select>
          {passportError && (
            <div className="invalid-feedback d-block">{errorText(passportError.message)}</div>
          )}
        </Form.Group>
        {dog && dog.images.length > 0 && (
          <Form.Group controlId="dog-photoWithMother" className="mb-3 col-md-6">
            <Form.Label>{t('photoWithMother')}</Form.Label>
            <Form.Select {...photo}>
              <option value="">{t('photoNone')}</option>
              {dog.images.map((image, i) => (
                <option key={image.id} value={image.id}>
                  {t('photoNumber', { number: String(i + 1) })}
                </option>
              ))}
            </Form.Select>
            {photoError && (
              <div className="invalid-feedback d-block">{errorText(photoError.message)}</div>
            )}
          </Form.Group>
        )}
      </div>
      <h2 className="h6">{t('vaccinations')}</h2>
      <ol className="list-unstyled mb-2">
        {fields.map((field, index) => (
          <li key={field.id} className="row g-2 align-items-end mb-2" data-testid="vaccination">
            <TextField
              label={t('vaccinationKind')}
              className="col-7 col-md-5"
              {...input(`vaccinations.${index}.kind`)}
              id={`vaccination-${index}-kind`}
            />
            <DogDayField
              label={t('vaccinationDate')}
              className="col-5 col-md-4"
              {...input(`vaccinations.${index}.date`)}
              id={`vaccination-${index}-date`}
            />
            <div className="col-md-1">
              <button
                type="button"
                className="btn btn-outline-danger"
                aria-label={t('removeVaccination', {
                  number: String(index + 1),
                })}
                onClick={() => remove(index)}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => append({ kind: '', date: '' })}
      >
        {t('addVaccination')}
      </button>
    </fieldset>
  );
}
