import { useState } from 'react';
import { Link } from 'react-router';
import { FOOTER_DOCUMENTS, loadLegalDocument } from '../documents';
import type { LegalDocumentKey } from '../documents';
import { showDocument, showError } from '../../../lib/popup';

/** Footer buttons that open each legal text in a modal popup, fetching the text on first click. */
export function LegalLinks() {
  const [loading, setLoading] = useState<LegalDocumentKey | null>(null);

  async function open(key: LegalDocumentKey, label: string) {
    setLoading(key);
    try {
      const doc = await loadLegalDocument(key);
      // Legal texts are our own trusted markup (see PopupContents).
      if (doc) void showDocument(doc.title, { html: doc.html });
      else void showDocument(label, `${label} 문서를 준비하고 있습니다.`);
    } catch {
      void showError(`${label} 문서를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.`);
    } finally {
      setLoading(null);
    }
  }

  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
      {FOOTER_DOCUMENTS.map(({ key, label }) => (
        <li key={key}>
          <button
            type="button"
            onClick={() => void open(key, label)}
            aria-busy={loading === key}
            className={`rounded hover:text-slate-900 hover:underline ${key === 'privacy' ? 'font-bold text-slate-800' : 'text-slate-600'}`}
          >
            {label}
          </button>
        </li>
      ))}
      <li>
        <Link to="/policy/terms" className="rounded text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline">
          약관 전문·이전 약관
        </Link>
      </li>
      <li>
        <Link to="/guardian" className="rounded text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline">
          법정대리인 열람·정정
        </Link>
      </li>
    </ul>
  );
}
