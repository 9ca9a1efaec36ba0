export { ENQUIRY_STATUSES } from '@/lib/db/values';
