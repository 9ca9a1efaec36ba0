'use client';

import { ownFields } from '@/features/health/kinds';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/lib/client/intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import Form from 'react-bootstrap/Form';
import { Tabs } from '@/components/admin/Tabs';
import { TextField } from '@/components/admin/TextField';
import { DogDayField, DogTextField } from './DogTextField';
import { BusyButton } from '@/components/ui/BusyButton';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { routing } from '@/i18n/routing';
import { showMessage } from '@/lib/client/alerts';
import { KEYS } from '@/lib/client/api';
import { SaveConflict } from '@/components/admin/SaveConflict';
import { useVersionedSave } from '@/components/admin/useVersionedSave';
import { useErrorText } from '@/lib/client/error-text';
import { lazyZodResolver } from '@/lib/client/lazy-resolver';
import { useUnsavedChangesWarning } from '@/lib/client/unsaved-changes';
import { missingTranslations } from '@/features/dogs/rules';
import { adminPaths } from '@/lib/paths.mjs';
import { dogPhotosPath } from '@/lib/admin-sections';
import type { DogKind } from '@/features/dogs/schema';
import { DOG_COLORS, DOG_GENDERS } from '@/features/dogs/fields';
import type { Dog } from '@/lib/validation/responses';
import { editedFields, FIELDS, toFields, type DogFields, type DogValues } from './dog-fields';
import { HealthTestsField } from './HealthTestsField';
import { LitterField } from './LitterField';
import { ParentFields } from './ParentFields';
import { PuppyRulesFields } from './PuppyRulesFields';
import { useDogFieldText } from './useDogConflict';

type After = 'back' | 'photos';

/** The switches of a parent (the first) and of a puppy (all). */
const SWITCHES = ['enabled', 'foundParent', 'reserved'] as const;

/** The server's schema, loaded when the form is first checked (zod stays off the first load). */
const dogResolver = lazyZodResolver<DogFields, DogValues>(() =>
  import('@/features/dogs/schema').then((m) => m.dogCreateSchema),
);

/**
 * `/admin/products/add`, `/admin/parents/add` and `/admin/products/edit/{id}`: every field of a
 * puppy (SPEC §5) or of a parent (registration and health tests instead of price and family).
 */
export function DogForm({ dog, kind: newKind = 'puppy' }: { dog?: Dog; kind?: DogKind }) {
  const kind = dog?.kind ?? newKind;
  const puppy = kind === 'puppy';
  const listPath = puppy ? adminPaths.dogs : adminPaths.parents;
  const t = useTranslations('DogForm');
  const tDogs = useTranslations('Dogs');
  const tLocales = useTranslations('Locales');
  const errorText = useErrorText();
  const router = useRouter();
  const [after, setAfter] = useState<After>('back');
  const form = useForm<DogFields, unknown, DogValues>({
    resolver: (values, context, options) =>
      dogResolver(
        // A health test whose kind was changed may still hold the old kind's fields.
        { ...values, healthTests: values.healthTests?.map(ownFields) },
        context,
        options,
      ),
    defaultValues: toFields(kind, dog),
  });
  const {
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const description = useWatch({ control, name: 'description' });
  const missing = missingTranslations({
    description: { en: '', hu: '', de: '', ...description },
  });
  useUnsavedChangesWarning(isDirty, t('unsavedChanges'));
  const versioned = useVersionedSave({
    form,
    initial: dog,
    toFields: (stored) => toFields(kind, stored),
    paths: editedFields(kind),
    refusable: FIELDS,
    address: { list: KEYS.dogs, item: KEYS.dog, cached: true },
    resubmit: (theirs) => void save(after, theirs)(),
    idPrefix: 'dog',
  });
  const { known, field: register, choice, input } = versioned;
  const conflictText = useDogFieldText();

  /** Saves, then goes back to the list or on to the photos; `basedOn` overrides `known`. */
  const save = (next: After, basedOn = known) =>
    handleSubmit(async (values) => {
      setAfter(next);
      const saved = await versioned.send(values, basedOn);
      if (!saved) return;
      showMessage({
        type: 'success',
        messages: [t('saved', { name: saved.name })],
      });
      router.push(next === 'photos' ? dogPhotosPath(saved) : listPath);
    });

  const descriptionErrors = errors.description;

  return (
    <div className="container py-4">
      <h1 className={dog && !puppy ? 'h3 mb-2' : 'h3 mb-4'}>
        {dog ? t('editTitle', { name: dog.name }) : puppy ? t('addTitle') : t('addParentTitle')}
      </h1>
      {dog && !puppy && (
        <p className="mb-4">
          <PrefetchLink href={adminPaths.dogPedigree(dog.id)}>{t('pedigreeLink')}</PrefetchLink>
        </p>
      )}
      <form noValidate onSubmit={save('back')} className="admin-form">
        <div className="row">
          <DogTextField label={t('name')} {...input('name')} />
          <DogDayField label={t('birthday')} className="mb-3 col-md-6" {...input('birthday')} />
          <Form.Group controlId="dog-color" className="mb-3 col-md-6">
            <Form.Label>{t('color')}</Form.Label>
            <Form.Select
              isInvalid={Boolean(errors.color)}
              aria-describedby={errors.color ? 'dog-color-error' : undefined}
              {...register('color')}
            >
              <option value="">{t('choose')}</option>
              {DOG_COLORS.map((color) => (
                <option key={color} value={color}>
                  {tDogs('color', { color })}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid" id="dog-color-error">
              {errorText(errors.color?.message)}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3 col-md-6">
            <fieldset aria-describedby={errors.gender ? 'dog-gender-error' : undefined}>
              <legend className="form-label fs-6 mb-2">{t('gender')}</legend>
              {DOG_GENDERS.map((gender) => (
                <Form.Check
                  key={gender}
                  inline
                  type="radio"
                  id={`dog-gender-${gender}`}
                  label={tDogs('gender', { gender })}
                  isInvalid={Boolean(errors.gender)}
                  {...choice('gender', gender)}
                />
              ))}
              {errors.gender && (
                <div className="invalid-feedback d-block" id="dog-gender-error">
                  {errorText(errors.gender.message)}
                </div>
              )}
            </fieldset>
          </Form.Group>
          {puppy && <LitterField register={register} setValue={setValue} errors={errors} />}
          {puppy ? (
            <ParentFields control={control} register={register} errors={errors} />
          ) : (
            <DogTextField
              label={t('registration')}
              help={t('registrationHelp')}
              {...input('registration')}
            />
          )}
          {puppy && (
            <TextField
              label={t('price')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              help={t('priceHelp')}
              className="mb-3 col-md-6"
              {...input('price', {
                setValueAs: (value: unknown) =>
                  value === '' || value === null || value === undefined ? null : Number(value),
              })}
            />
          )}
          <div className="mb-3 col-md-6 d-flex flex-column justify-content-center gap-2">
            {(puppy ? SWITCHES : SWITCHES.slice(0, 1)).map((name) => (
              <Form.Check
                key={name}
                type="switch"
                role="switch"
                id={`dog-${name}`}
                label={t(name)}
                {...register(name)}
              />
            ))}
          </div>
        </div>

        {puppy && <PuppyRulesFields control={control} input={input} dog={dog} />}
        {!puppy && (
          <HealthTestsField
            control={control}
            register={register}
            errors={errors.healthTests}
            dog={dog}
          />
        )}

        <h2 className="h5 mt-2">{t('description')}</h2>
        <p className="small text-body-secondary">{t('descriptionHelp')}</p>
        {missing.length > 0 && (
          <p className="alert alert-warning py-2 small" data-testid="missing-translations">
            {t('missingTranslations', { missing: missing.join(' ') })}
          </p>
        )}
        <Tabs
          id="dog-description"
          className="mb-3"
          defaultKey={routing.defaultLocale}
          tabs={routing.locales.map((locale) => {
            const error = descriptionErrors?.[locale];
            return {
              key: locale,
              title: (
                <>
                  {tLocales(locale)}
                  {missing.includes(locale) && !error && (
                    <span className="badge text-bg-warning ms-1">{t('tabMissing')}</span>
                  )}
                  {error && (
                    <span className="text-danger ms-1" aria-label={t('tabHasError')}>
                      !
                    </span>
                  )}
                </>
              ),
              content: (
                <TextField
                  label={t('descriptionIn', { locale })}
                  as="textarea"
                  rows={6}
                  lang={locale}
                  {...input(`description.${locale}`)}
                />
              ),
            };
          })}
        />

        <SaveConflict save={versioned} {...conflictText} busy={isSubmitting} />

        <div className="admin-actions">
          <BusyButton type="submit" disabled={isSubmitting} busy={isSubmitting && after === 'back'}>
            {t('saveBack')}
          </BusyButton>
          <BusyButton
            variant="outline-primary"
            disabled={isSubmitting}
            busy={isSubmitting && after === 'photos'}
            onClick={save('photos')}
          >
            {t('savePhotos')}
          </BusyButton>
          <PrefetchLink href={listPath} className="btn btn-link">
            {t('cancel')}
          </PrefetchLink>
        </div>
      </form>
    </div>
  );
}
