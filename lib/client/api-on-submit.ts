// What a public page's form needs only once the visitor sends it (the enquiry, sign-in and
// sign-up forms import this on submit): the API client and the mapping of the server's errors
// onto the form.
export { apiFetch, ApiRequestError } from '@/lib/client/api';
export { applyServerErrors } from '@/lib/client/form-errors';
