// How far back a pedigree goes: a module of its own, so the editor's first load has it without
// the tree's checks (./pedigree.ts).
export const MAX_GENERATIONS = 5;
