import type { Coat } from './genetics';

/** The `Breeding` messages' translator, as next-intl gives it (server or browser). */
type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * A coat in words, as the breed's people say it: the shade and the pattern ("Blue fawn",
 * "Lilac tan", "Brindle"), then merle and pied; what was not tested is said to be unknown.
 */
export function coatName(coat: Coat, t: Translate, locale: string): string {
  const pigment = coat.pigment && t('pigment', { pigment: coat.pigment });
  let name: string;
  if (coat.pattern === 'cream') name = t('pattern', { pattern: 'cream', pigment: '', black: 'no' });
  else if (coat.pattern && pigment) {
    name = t('pattern', {
      pattern: coat.pattern,
      pigment,
      black: coat.pigment === 'black' ? 'yes' : 'no',
    });
  } else if (pigment) name = t('patternUnknown', { pigment });
  else if (coat.pattern) name = t('shadeUnknown', { pattern: coat.pattern });
  else name = t('coatUnknown');
  if (coat.merle === 'merle' || coat.merle === 'double') name = t(coat.merle, { name });
  if (coat.pied) name = t('pied', { name });
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
