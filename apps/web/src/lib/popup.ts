import type { CSSProperties } from 'react';
import { create } from 'zustand';

/**
 * Popups of the specification. A string body is shown as text; `{ html }` is
 * rendered as markup and must only ever come from our own code (legal texts,
 * fixed notices) — never from a server message or user input.
 */
export type PopupContents = string | { html: string };

export interface PopupButton {
  text: string;
  onClick?: () => void;
}

export interface PopupEntry {
  id: number;
  kind: 'info' | 'confirm' | 'error' | 'custom' | 'document';
  title: string;
  contents: PopupContents;
  customStyle?: CSSProperties;
  /** Primary button (always present). */
  confirm: PopupButton;
  /** Secondary button, shown for confirm popups. */
  cancel?: PopupButton;
  /** Show an × button in the title bar. */
  closeButton: boolean;
  /** Path to go to 3000 ms after opening (info, confirm and error only). */
  redirect?: string;
  /** Settles the promise returned by the opener: true = confirmed. */
  resolve: (confirmed: boolean) => void;
}

interface PopupState {
  popups: PopupEntry[];
  open: (entry: Omit<PopupEntry, 'id'>) => void;
  close: (id: number, confirmed: boolean) => void;
  closeAll: () => void;
}

export const POPUP_TITLE = '알림';
export const CONFIRM_TEXT = '확인';
export const CANCEL_TEXT = '취소';

let nextId = 1;

export const usePopupStore = create<PopupState>()((set, get) => ({
  popups: [],
  open: (entry) => set((s) => ({ popups: [...s.popups, { ...entry, id: nextId++ }] })),
  close: (id, confirmed) => {
    const entry = get().popups.find((p) => p.id === id);
    if (!entry) return;
    set((s) => ({ popups: s.popups.filter((p) => p.id !== id) }));
    entry.resolve(confirmed);
    (confirmed ? entry.confirm : entry.cancel)?.onClick?.();
  },
  closeAll: () => {
    const { popups } = get();
    set({ popups: [] });
    popups.forEach((p) => p.resolve(false));
  },
}));

interface CommonOptions {
  title?: string;
  customStyle?: CSSProperties;
  redirect?: string;
}

function openPopup(entry: Omit<PopupEntry, 'id' | 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => usePopupStore.getState().open({ ...entry, resolve }));
}

/** Notice with one 확인 button. */
export function showInfo(contents: PopupContents, options: CommonOptions & { confirmText?: string } = {}): Promise<boolean> {
  const { title = POPUP_TITLE, confirmText = CONFIRM_TEXT, ...rest } = options;
  return openPopup({ kind: 'info', title, contents, confirm: { text: confirmText }, closeButton: false, ...rest });
}

/** Yes/no question; resolves true for 확인, false for 취소 or Escape. */
export function showConfirm(
  contents: PopupContents,
  options: CommonOptions & { yesText?: string; noText?: string; onYes?: () => void; onNo?: () => void } = {},
): Promise<boolean> {
  const { title = POPUP_TITLE, yesText = CONFIRM_TEXT, noText = CANCEL_TEXT, onYes, onNo, ...rest } = options;
  return openPopup({
    kind: 'confirm',
    title,
    contents,
    confirm: { text: yesText, onClick: onYes },
    cancel: { text: noText, onClick: onNo },
    closeButton: false,
    ...rest,
  });
}

/** Shows a given error message (plain text, so server messages are safe here). */
export function showError(message: string, options: CommonOptions = {}): Promise<boolean> {
  const { title = POPUP_TITLE, ...rest } = options;
  return openPopup({ kind: 'error', title, contents: message, confirm: { text: CONFIRM_TEXT }, closeButton: false, ...rest });
}

/** Notice whose button runs a custom action (e.g. "이용권 보러 가기"). */
export function showCustom(
  contents: PopupContents,
  options: { title?: string; customStyle?: CSSProperties; actionText: string; onAction: () => void },
): Promise<boolean> {
  return openPopup({
    kind: 'custom',
    title: options.title ?? POPUP_TITLE,
    contents,
    customStyle: options.customStyle,
    confirm: { text: options.actionText, onClick: options.onAction },
    closeButton: true,
  });
}

/** Long document (legal texts): close (×) and 확인 buttons. */
export function showDocument(title: string, contents: PopupContents, customStyle?: CSSProperties): Promise<boolean> {
  return openPopup({ kind: 'document', title, contents, customStyle, confirm: { text: CONFIRM_TEXT }, closeButton: true });
}
