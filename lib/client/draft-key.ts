/** Where a public form's draft is kept in sessionStorage (drafts.ts, form-draft.ts). */
export const draftStorageKey = (form: string) => `draft:${form}`;
