// What the API description says of a pedigree (app/api/dogs/{idOrSlug}/pedigree and the admin's).

export const PEDIGREE =
  '`{dogId, version, entered: {sire, dam}, tree: {sire, dam}, generations, coi, ancestorLoss}`: ' +
  'each ancestor `{name, registration?, dogId?, colour?, sire?, dam?}`, five generations at ' +
  'most; `tree` is what the page shows (a kennel dog brings its own ancestors, the kennel ' +
  'parents stand where none was entered); `coi` is Wright’s coefficient over the known ' +
  'generations, a fraction (0.125 for a half-sibling mating); `ancestorLoss` the distinct ' +
  'animals over the places filled';

export const MATING_PREVIEW =
  '`{coi, generations, ancestorLoss, colours: [{genotype: {locus: "x/y"}, phenotype: {en, hu, ' +
  'de}, probability}], coats: [{phenotype, probability, color}], unknownLoci, health: [{test, ' +
  'clear, carrier, affected}], warnings}`: colours over the loci both parents were tested for ' +
  '(each locus a Punnett square, the probabilities summing to 1); a coat’s `color` is the dog ' +
  'list’s colour it is recorded as, null while a locus that decides it is untested; warnings ' +
  '`doubleMerle`, `merle`, `dilution`, `affectedOffspring`';
