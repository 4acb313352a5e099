import type { ReactNode } from 'react';

/** Standard content width and vertical rhythm for a page body. */
export function PageShell({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-6xl px-5 py-10 mobile:px-4 mobile:py-6 ${className}`}>{children}</div>;
}
