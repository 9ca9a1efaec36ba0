import { listDocuments } from '@/features/documents/reads';
import { DocumentManager } from './DocumentManager';

/** The application's documents, listed in the first HTML with fresh download links. */
export async function ApplicationDocuments({ applicationId }: { applicationId: number }) {
  return (
    <DocumentManager applicationId={applicationId} initial={await listDocuments(applicationId)} />
  );
}
