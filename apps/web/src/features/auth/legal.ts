import { loadLegalDocument, type LegalDocumentKey } from '../legal';
import { showDocument, showError } from '../../lib/popup';

/** Opens one legal text of the shared registry in the document popup. */
export async function openLegalDocument(key: LegalDocumentKey, label: string): Promise<void> {
  try {
    const doc = await loadLegalDocument(key);
    if (doc) void showDocument(doc.title, { html: doc.html });
    else void showDocument(label, `${label} 문서를 준비하고 있습니다.`);
  } catch {
    void showError(`${label} 문서를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.`);
  }
}
