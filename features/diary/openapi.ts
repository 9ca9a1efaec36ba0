// What the API description says of a diary update (app/api/admin/diary).

export const DIARY_ENTRY =
  'An update: `{id, dogId, litterId, text: {en, hu, de}, weights: [{dogId, grams}], ' +
  'healthEvents: [{kind, date, note}], postedAt, version, images: [{id, src, srcSet, width, ' +
  'height, placeholder}]}`; photo links are signed and short-lived';

export const DIARY_FIELDS =
  'One puppy (`dogId`) or a whole litter (`litterId`); text per language (one is enough, the ' +
  'others show it); weights of the puppy, or of the litter’s puppies, in whole grams or as ' +
  'typed (`410 g`, `1,2 kg`, `41 dkg`; a decimal without a unit is kilograms); health events ' +
  '(`vaccination`, `deworming`, `vet_check`, `microchip`) with a date: a litter’s apply to each ' +
  'of its puppies.';
