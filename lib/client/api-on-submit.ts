// What a public page's form needs only once the visitor works with it (the forms load it when
// they are typed in or sent): the API client, the mapping of the server's errors onto the form,
// the draft kept in the tab and the signed start. One module, so each page carries one loader for
// all of it; a form that sends more re-exports it with its own code
// (features/enquiries/client/on-submit.ts).
export { apiFetch, ApiRequestError } from '@/lib/client/api';
export { FormStart } from '@/lib/client/enquiry-start';
export { applyServerErrors } from '@/lib/client/form-errors';
export { restoreDraft, saveDraft } from '@/lib/client/form-draft';
