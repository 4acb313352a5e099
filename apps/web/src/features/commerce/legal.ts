import { loadLegalDocument, type LegalDocumentKey } from '../legal';
import { showDocument, showError } from '../../lib/popup';

/** The payment agency's documents, in the order checkout and the product page show them. */
export const PAYMENT_DOCUMENTS = [
  { key: 'purchase-conditions', label: '구매조건 확인 및 결제 진행 동의' },
  { key: 'electronic-financial', label: '전자금융거래 이용약관' },
  { key: 'payment-privacy', label: '결제대행사 개인정보 처리 안내' },
] as const satisfies ReadonlyArray<{ key: LegalDocumentKey; label: string }>;

/** Opens one legal text in the shared document popup (the footer's style). */
export async function openLegalDocument(key: LegalDocumentKey, label: string): Promise<void> {
  try {
    const doc = await loadLegalDocument(key);
    if (doc) void showDocument(doc.title, { html: doc.html });
    else void showDocument(label, `${label} 문서를 준비하고 있습니다.`);
  } catch {
    void showError(`${label} 문서를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.`);
  }
}
