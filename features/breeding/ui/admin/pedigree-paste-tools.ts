// What a paste needs (the reader, the merge, the kennel's numbers compared): loaded once the
// breeder opens the paste box, not with the editor (./pedigree-paste-load.ts).
export { parsePastedPedigree } from '@/features/breeding/pedigree-paste';
export { mergePastedPedigree } from '@/features/breeding/pedigree-paste-merge';
export { normalizeRegistration } from '@/features/breeding/coi';
