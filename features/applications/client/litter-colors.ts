import { ANY } from '@/features/applications/fields';

/**
 * Offers the colours the chosen litter can have: each colour choice names its litters in
 * `data-litters` (ApplicationFields). A ticked colour the litter cannot have gives way to "any".
 */
export function showLitterColors(form: HTMLFormElement) {
  const litter = form.elements.namedItem('litter');
  if (!(litter instanceof HTMLSelectElement)) return;
  const choices = form.querySelectorAll<HTMLElement>(
    '[data-field="preferredColor"] [data-litters]',
  );
  for (const choice of choices) {
    const offered =
      litter.value === ANY || (choice.dataset.litters ?? '').split(' ').includes(litter.value);
    choice.hidden = !offered;
    const input = choice.querySelector('input');
    if (!offered && input?.checked) {
      const any = form.querySelector<HTMLInputElement>(`[name="preferredColor"][value="${ANY}"]`);
      if (any) any.checked = true;
    }
  }
}
