import { useEffect, useId, useRef } from 'react';
import { limits } from '@school/contracts/plain';
import { usePopupStore, type PopupEntry } from '../../lib/popup';
import { navigateTo } from '../../lib/navigation';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';
import { CloseIcon } from './icons';

/** Renders every open popup; the newest sits on top and owns the keyboard. */
export function PopupHost() {
  const popups = usePopupStore((s) => s.popups);
  return (
    <>
      {popups.map((popup) => (
        <Popup key={popup.id} popup={popup} />
      ))}
    </>
  );
}

function Popup({ popup }: { popup: PopupEntry }) {
  const close = usePopupStore((s) => s.close);
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useScrollLock(true);
  useFocusTrap(ref, true, () => close(popup.id, false));

  useEffect(() => {
    const { redirect } = popup;
    if (!redirect || popup.kind === 'custom' || popup.kind === 'document') return;
    const timer = window.setTimeout(() => {
      close(popup.id, false);
      navigateTo(redirect);
    }, limits.popupRedirectMs);
    return () => window.clearTimeout(timer);
  }, [popup, close]);

  const isDocument = popup.kind === 'document';
  return (
    <div className="fixed inset-0 z-[100] flex items-center justify-center p-4">
      <div className="absolute inset-0 bg-slate-950/50 backdrop-blur-[2px]" aria-hidden="true" />
      <div
        ref={ref}
        role={popup.kind === 'error' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        style={popup.customStyle}
        className={`relative flex max-h-[85vh] w-full flex-col rounded-2xl bg-white shadow-2xl outline-none ${
          isDocument ? 'max-w-2xl' : 'max-w-sm'
        }`}
      >
        <div className={`flex items-center gap-2 px-6 pt-6 ${isDocument ? 'border-b border-slate-100 pb-4' : ''}`}>
          <h2 id={titleId} className="flex-1 text-lg font-bold text-slate-900">
            {popup.title}
          </h2>
          {popup.closeButton && (
            <button
              type="button"
              aria-label="닫기"
              onClick={() => close(popup.id, false)}
              className="-mr-2 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <CloseIcon width={20} height={20} />
            </button>
          )}
        </div>
        <PopupBody id={bodyId} contents={popup.contents} isDocument={isDocument} />
        <div className="flex gap-2 px-6 pb-6 pt-2">
          {popup.cancel && (
            <button
              type="button"
              onClick={() => close(popup.id, false)}
              className="h-12 flex-1 rounded-xl bg-slate-100 font-semibold text-slate-700 hover:bg-slate-200"
            >
              {popup.cancel.text}
            </button>
          )}
          <button
            type="button"
            data-autofocus
            onClick={() => close(popup.id, true)}
            className="h-12 flex-1 rounded-xl bg-accent-600 font-semibold text-white hover:bg-accent-700"
          >
            {popup.confirm.text}
          </button>
        </div>
      </div>
    </div>
  );
}

function PopupBody({ id, contents, isDocument }: { id: string; contents: PopupEntry['contents']; isDocument: boolean }) {
  const className = isDocument
    ? 'legal-text overflow-y-auto px-6 py-4 text-sm leading-relaxed text-slate-700'
    : 'overflow-y-auto px-6 py-3 text-[15px] leading-relaxed whitespace-pre-line text-slate-600';
  if (typeof contents === 'string') {
    return (
      <div id={id} className={className}>
        {contents}
      </div>
    );
  }
  // Trusted markup only (see PopupContents): legal texts and fixed notices from our own code.
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: contents.html }} />;
}
