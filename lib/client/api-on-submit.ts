// What a public page's form needs only once the visitor works with it (the enquiry, sign-in and
// sign-up forms import this when they are typed in or sent): the API client, the mapping of the
// server's errors onto the form, the draft kept in the tab, and the enquiry's signed start,
// checks and sending. One module, so each page carries one loader for all of it.
export { apiFetch, ApiRequestError } from '@/lib/client/api';
export { FormStart } from '@/lib/client/enquiry-start';
export { applyServerErrors } from '@/lib/client/form-errors';
export { restoreDraft, saveDraft } from '@/lib/client/form-draft';
export { checkEnquiry, sendEnquiry } from '@/features/enquiries/client/enquiry-send';
