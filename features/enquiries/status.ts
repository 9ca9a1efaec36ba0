/** Where an enquiry stands in the breeder's inbox; the database and the API share the list. */
export const ENQUIRY_STATUSES = ['new', 'answered', 'archived'] as const;
