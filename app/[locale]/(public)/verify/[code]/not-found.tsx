import { UnknownCode } from '@/features/verification/ui/UnknownCode';

// Drawn in the browser when the page itself finds no code (the proxy answers first when it can).
export default function NotFound() {
  return <UnknownCode />;
}
