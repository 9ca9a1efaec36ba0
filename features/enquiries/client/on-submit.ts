// The enquiry form's deferred code: the public forms' (lib/client/api-on-submit.ts) and the
// enquiry's checks and sending, in one module, so a dog page and /contact load one chunk for it.
export * from '@/lib/client/api-on-submit';
export { checkEnquiry, sendEnquiry } from './enquiry-send';
