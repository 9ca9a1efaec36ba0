// What the enquiry form needs only once the visitor sends it (EnquiryForm.tsx imports this on
// submit): the API client and the mapping of the server's errors onto the form.
export { apiFetch, ApiRequestError } from '@/lib/client/api';
export { applyServerErrors } from '@/lib/client/form-errors';
