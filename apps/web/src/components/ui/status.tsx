/** Loading and error messages with the right live-region semantics. */
export function LoadingMessage({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-4 text-sm text-slate-500">
      <span
        className="size-4 animate-spin rounded-full border-2 border-slate-200 border-t-accent-600"
        aria-hidden="true"
      />
      {label}
    </p>
  );
}

export function ErrorMessage({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-xl bg-rose-50 p-4 text-sm text-rose-800">
      <p>{message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-2 rounded-lg bg-white px-3 py-1.5 font-semibold text-rose-800 ring-1 ring-rose-200 hover:bg-rose-100"
        >
          다시 시도
        </button>
      )}
    </div>
  );
}
