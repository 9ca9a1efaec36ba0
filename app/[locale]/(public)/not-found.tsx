import { NotFoundContent } from '@/components/layout/NotFoundContent';

// For notFound() raised by a public page; unknown paths are answered by app/not-found.tsx.
export default function NotFound() {
  return <NotFoundContent />;
}
