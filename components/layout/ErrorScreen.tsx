import { publicPaths } from '@/lib/public-paths.mjs';

interface ErrorScreenProps {
  title: string;
  message: string;
  /** The link home, in the caller's words (`Common.backHome`): server and browser both use this. */
  homeLabel: string;
  retry?: { label: string; onClick: () => void };
}

export function ErrorScreen({ title, message, homeLabel, retry }: ErrorScreenProps) {
  return (
    <section className="container error-screen text-center py-5">
      <h1 className="display-6">{title}</h1>
      <p className="lead my-4">{message}</p>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        {retry && (
          <button type="button" className="btn btn-outline-primary" onClick={retry.onClick}>
            {retry.label}
          </button>
        )}
        {/* A full page load: the client router may be what failed. */}
        <a href={publicPaths.home} className="btn btn-primary">
          {homeLabel}
        </a>
      </div>
    </section>
  );
}
