import type { ReactNode } from 'react';

/** The narrow, centred card of the sign-in and sign-up screens. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container py-4 py-md-5">
      <div className="auth-card card shadow-sm mx-auto">
        <div className="card-body p-4">
          <h1 className="h3 mb-4">{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}
