import { legalDocuments, type LegalDocumentKey } from './texts/index.ts';

/**
 * The legal documents the footer offers, in order, with the short button
 * labels of the footer. The texts and their lazy loaders live in
 * ./texts/index.ts (one chunk per document, none in the main bundle).
 */
export interface LegalText {
  title: string;
  html: string;
}

export const FOOTER_DOCUMENTS: ReadonlyArray<{ key: LegalDocumentKey; label: string }> = [
  { key: 'terms', label: '이용약관' },
  { key: 'privacy', label: '개인정보처리방침' },
  { key: 'thirdParty', label: '제3자 정보제공 동의' },
  { key: 'electronicFinancial', label: '전자금융거래 이용약관' },
  { key: 'collection', label: '개인정보 수집 및 이용 동의' },
  { key: 'provisionOutsourcing', label: '개인정보 제공 및 위탁 동의' },
];

/** Accepts `export default { title, html }` or any named export of that shape. */
export function pickDocument(module: unknown): LegalText | null {
  if (typeof module !== 'object' || module === null) return null;
  const candidates = [(module as { default?: unknown }).default, ...Object.values(module as Record<string, unknown>)];
  for (const candidate of candidates) {
    if (typeof candidate !== 'object' || candidate === null) continue;
    const { title, html } = candidate as { title?: unknown; html?: unknown };
    if (typeof title === 'string' && typeof html === 'string') return { title, html };
  }
  return null;
}

/** Resolves to the document, or null when its module holds no usable text. */
export async function loadLegalDocument(key: LegalDocumentKey): Promise<LegalText | null> {
  return pickDocument(await legalDocuments[key].load());
}
