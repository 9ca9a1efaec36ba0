import { describe, expect, it } from 'vitest';
import { adminScreenOf, ADMIN_SECTIONS, dogEditPath, dogPhotosPath } from '@/lib/admin-sections';
import { ADMIN_ROUTES, adminPaths } from '@/lib/paths.mjs';

const where = (pathname: string) => {
  const found = adminScreenOf(pathname);
  return found && `${found.section.key}/${found.item.key}`;
};

describe('the admin menu’s sections', () => {
  it('mark a section and a screen on every admin route', () => {
    for (const route of Object.values(ADMIN_ROUTES)) {
      const pathname = route.replace('[id]', '7').replace('[page]', 'about');
      expect(where(pathname), pathname).not.toBeNull();
    }
  });

  it('group the screens as the breeder works', () => {
    expect(where('/admin')).toBe('settings/pageInfo');
    expect(where('/admin/password')).toBe('settings/password');
    expect(where('/admin/products/product-image-upload/7')).toBe('breeding/dogs');
    expect(where(adminPaths.parentPhotos(7))).toBe('breeding/parents');
    expect(where(adminPaths.editParent(7))).toBe('breeding/parents');
    expect(where(adminPaths.dogPedigree(7))).toBe('breeding/parents');
    expect(where(adminPaths.matingPreview)).toBe('breeding/litters');
    expect(where('/admin/diary')).toBe('breeding/diary');
    expect(where('/admin/applications/12')).toBe('buyers/applications');
    expect(where('/admin/applications/questions')).toBe('buyers/questions');
    expect(where('/admin/applications/contract')).toBe('buyers/contracts');
    expect(where('/admin/bookings')).toBe('buyers/bookings');
    expect(where('/admin/enquiries')).toBe('buyers/enquiries');
    expect(where('/admin/news/edit/3')).toBe('site/news');
    expect(where('/admin/pages/home/preview')).toBe('site/pages');
    expect(where('/admin/owner-photos')).toBe('site/ownerPhotos');
    // A prefix is a whole segment: no screen for an address that only starts like one.
    expect(where('/admin/newsletter')).toBeNull();
    expect(where('/admin/nowhere')).toBeNull();
  });

  it('list each screen once', () => {
    const keys = ADMIN_SECTIONS.flatMap((section) => section.items.map((item) => item.key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('send a parent’s form and photos under the parents', () => {
    expect(dogEditPath({ id: 4, kind: 'parent' })).toBe('/admin/parents/edit/4');
    expect(dogPhotosPath({ id: 4, kind: 'parent' })).toBe('/admin/parents/photos/4');
    expect(dogEditPath({ id: 4, kind: 'puppy' })).toBe('/admin/products/edit/4');
    expect(dogPhotosPath({ id: 4, kind: 'puppy' })).toBe('/admin/products/product-image-upload/4');
  });
});
