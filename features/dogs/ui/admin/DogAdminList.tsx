'use client';

import { useFormatter, useLocale, useTranslations } from '@/lib/client/intl';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Placeholder from 'react-bootstrap/Placeholder';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { ScreenHeader } from '@/components/admin/ScreenHeader';
import { dogText } from '@/features/dogs/ui/dog-text';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import type { AppLocale } from '@/i18n/routing';
import { showMessage } from '@/lib/client/alerts';
import { reportError } from '@/lib/client/report-error';
import { dogPath } from '@/features/dogs/rules';
import { boasState } from '@/features/health/boas';
import type { StoredHealthTest } from '@/features/health/kinds';
import { adminPaths } from '@/lib/paths.mjs';
import { dogEditPath, dogPhotosPath } from '@/lib/admin-sections';
import type { DogKind } from '@/features/dogs/schema';
import type { Dog } from '@/lib/validation/responses';
import { DogThumb } from './DogThumb';
import { RuleStatus } from './RuleStatus';
import { TranslationStatus } from './TranslationStatus';
import { useAdminDogs } from './useAdminDogs';

type Toggle = 'enabled' | 'foundParent' | 'reserved';

/**
 * `/admin/products` (the puppies) and `/admin/parents`: a table on wide screens, cards on phones,
 * the same actions in both.
 */
export function DogAdminList({ kind, initial }: { kind: DogKind; initial?: Dog[] }) {
  const t = useTranslations('AdminDogs');
  const text = dogText(useTranslations('Dogs'), useFormatter(), useLocale() as AppLocale);
  const { data: all, isLoading, toggle, remove } = useAdminDogs(initial);
  const [deleting, setDeleting] = useState<Dog | null>(null);
  const dogs = all?.filter((dog) => dog.kind === kind);
  const puppies = kind === 'puppy';

  const switchFor = (dog: Dog, field: Toggle, layout: string, visibleLabel: boolean) => (
    <Form.Check
      type="switch"
      role="switch"
      id={`${layout}-${field}-${dog.id}`}
      checked={dog[field]}
      onChange={() => void toggle(dog, field)}
      // The name is for screen readers, which meet many switches with the same visible label.
      label={
        <>
          <span className={visibleLabel ? undefined : 'visually-hidden'}>{t(field)}</span>
          <span className="visually-hidden"> {dog.name}</span>
        </>
      }
    />
  );

  const actions = (dog: Dog) => (
    <div className="d-flex flex-wrap gap-2">
      <PrefetchLink href={dogEditPath(dog)} className="btn btn-sm btn-outline-primary">
        {t('edit')}
        <span className="visually-hidden"> {dog.name}</span>
      </PrefetchLink>
      <PrefetchLink href={dogPhotosPath(dog)} className="btn btn-sm btn-outline-primary">
        {t('photos', { count: dog.images.length })}
        <span className="visually-hidden"> {dog.name}</span>
      </PrefetchLink>
      {dog.kind === 'parent' && (
        <PrefetchLink
          href={adminPaths.dogPedigree(dog.id)}
          className="btn btn-sm btn-outline-primary"
        >
          {t('pedigree')}
          <span className="visually-hidden"> {dog.name}</span>
        </PrefetchLink>
      )}
      {/* A hidden dog has no page for visitors (404): nothing to view. */}
      {dog.enabled && (
        <a href={dogPath(dog)} className="btn btn-sm btn-outline-secondary">
          {t('viewOnSite')}
          <span className="visually-hidden"> {dog.name}</span>
        </a>
      )}
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        onClick={() => setDeleting(dog)}
      >
        {t('delete')}
        <span className="visually-hidden"> {dog.name}</span>
      </button>
    </div>
  );

  return (
    <div className="container py-4">
      <ScreenHeader title={puppies ? t('title') : t('parentsTitle')}>
        <PrefetchLink
          href={puppies ? adminPaths.addDog : adminPaths.addParent}
          className="btn btn-primary"
        >
          {puppies ? t('add') : t('addParent')}
        </PrefetchLink>
      </ScreenHeader>

      {isLoading && !all && <ListSkeleton />}
      {dogs?.length === 0 && (
        <p className="text-body-secondary">{puppies ? t('empty') : t('parentsEmpty')}</p>
      )}

      {dogs && dogs.length > 0 && (
        <>
          <div className="d-none d-md-block table-responsive">
            <table className="table align-middle admin-dog-table">
              <caption className="visually-hidden">
                {puppies ? t('title') : t('parentsTitle')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('photo')}</th>
                  <th scope="col">{t('name')}</th>
                  <th scope="col">{t('color')}</th>
                  <th scope="col">{t('gender')}</th>
                  <th scope="col">{t('birthday')}</th>
                  <th scope="col">{puppies ? t('price') : t('registration')}</th>
                  <th scope="col">{t('translations')}</th>
                  <th scope="col">{t('enabled')}</th>
                  {puppies && <th scope="col">{t('foundParent')}</th>}
                  {puppies && <th scope="col">{t('reserved')}</th>}
                  <th scope="col">{t('actions')}</th>
                </tr>
              </thead>
              <tbody>
                {dogs.map((dog, index) => (
                  <tr key={dog.id} data-testid={`dog-row-${dog.id}`}>
                    <td>
                      <DogThumb dog={dog} alt="" priority={index === 0} />
                    </td>
                    <th scope="row">
                      {dog.name}
                      {!puppies && <BoasFlag dog={dog} />}
                    </th>
                    <td>{text.color(dog)}</td>
                    <td>{text.gender(dog)}</td>
                    <td>{text.birthday(dog)}</td>
                    <td>
                      {puppies
                        ? dog.price === null
                          ? '—'
                          : text.price(dog)
                        : dog.registration || '—'}
                    </td>
                    <td>
                      <TranslationStatus dog={dog} />
                      <RuleStatus dog={dog} />
                    </td>
                    <td>{switchFor(dog, 'enabled', 'table', false)}</td>
                    {puppies && <td>{switchFor(dog, 'foundParent', 'table', false)}</td>}
                    {puppies && <td>{switchFor(dog, 'reserved', 'table', false)}</td>}
                    <td>{actions(dog)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <ul className="d-md-none list-unstyled admin-dog-cards">
            {dogs.map((dog, index) => (
              <li key={dog.id} className="card mb-3" data-testid={`dog-card-${dog.id}`}>
                <div className="card-body">
                  <div className="d-flex gap-3 mb-3">
                    <DogThumb dog={dog} alt="" size={80} priority={index === 0} />
                    <div className="min-w-0">
                      <h2 className="h5 mb-1 text-break">{dog.name}</h2>
                      {!puppies && <BoasFlag dog={dog} />}
                      <p className="mb-0 small text-body-secondary">
                        {text.color(dog)} · {text.gender(dog)}
                        <br />
                        {text.birthday(dog)}
                        <br />
                        {puppies
                          ? dog.price === null
                            ? t('noPrice')
                            : text.price(dog)
                          : dog.registration}
                      </p>
                      <TranslationStatus dog={dog} />
                      <RuleStatus dog={dog} />
                    </div>
                  </div>
                  <div className="d-flex flex-wrap gap-3 mb-3">
                    {switchFor(dog, 'enabled', 'card', true)}
                    {puppies && switchFor(dog, 'foundParent', 'card', true)}
                    {puppies && switchFor(dog, 'reserved', 'card', true)}
                  </div>
                  {actions(dog)}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}

      <ConfirmDialog
        show={deleting !== null}
        title={t('deleteTitle', { name: deleting?.name ?? '' })}
        body={t('deleteBody', { count: deleting?.images.length ?? 0 })}
        confirmLabel={t('delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            if (await remove(deleting)) {
              showMessage({ type: 'success', messages: [t('deleted', { name: deleting.name })] });
            }
            setDeleting(null);
          } catch (error) {
            reportError(error);
          }
        }}
      />
    </div>
  );
}

function ListSkeleton() {
  return (
    <div aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <Placeholder
          key={row}
          as="div"
          animation="glow"
          className="d-flex gap-3 align-items-center mb-3"
        >
          <Placeholder className="admin-thumb" />
          <Placeholder xs={6} />
        </Placeholder>
      ))}
    </div>
  );
}

/** A parent whose BOAS grade is due for its 2-yearly test again (due today counts). */
function BoasFlag({ dog }: { dog: Dog }) {
  const t = useTranslations('AdminHealth');
  if (!boasState(dog.healthTests as StoredHealthTest[])?.overdue) return null;
  return (
    <span className="badge text-bg-warning ms-2" data-testid="boas-flag">
      {t('listOverdue')}
    </span>
  );
}
