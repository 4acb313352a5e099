import { create } from 'zustand';

interface ToastState {
  message: string | null;
  show: (message: string) => void;
  hide: () => void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** A short confirmation ("링크를 복사했어요") that needs no answer: a polite live region, gone after 2.5 s. */
export const useToastStore = create<ToastState>()((set) => ({
  message: null,
  show: (message) => {
    clearTimeout(timer);
    set({ message });
    timer = setTimeout(() => set({ message: null }), 2500);
  },
  hide: () => set({ message: null }),
}));

export const showToast = (message: string) => useToastStore.getState().show(message);

export function Toast() {
  const message = useToastStore((s) => s.message);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex justify-center px-4 desktop:bottom-10">
      {message && (
        <p className="animate-fade-in rounded-full bg-slate-900/90 px-5 py-2.5 text-sm font-medium text-white shadow-lg">{message}</p>
      )}
    </div>
  );
}
