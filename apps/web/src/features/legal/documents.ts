/**
 * The single registry of legal documents the footer (and later sign-up and
 * checkout) can open. Texts live in ./texts/*.ts and are loaded with a lazy
 * import.meta.glob, so each becomes its own chunk outside the main bundle and
 * a text that does not exist yet is reported as missing instead of breaking
 * the build.
 */
export interface LegalDocument {
  title: string;
  html: string;
}

export type LegalKey = 'terms' | 'privacy' | 'thirdParty' | 'electronicFinance' | 'collection' | 'outsourcing';

export const LEGAL_DOCUMENTS: ReadonlyArray<{ key: LegalKey; label: string; files: readonly string[] }> = [
  { key: 'terms', label: '이용약관', files: ['terms'] },
  { key: 'privacy', label: '개인정보처리방침', files: ['privacy'] },
  { key: 'thirdParty', label: '제3자 정보제공 동의', files: ['third-party'] },
  { key: 'electronicFinance', label: '전자금융거래 이용약관', files: ['electronic-finance'] },
  { key: 'collection', label: '개인정보 수집 및 이용 동의', files: ['collection'] },
  { key: 'outsourcing', label: '개인정보 제공 및 위탁 동의', files: ['outsourcing'] },
];

const loaders = import.meta.glob<unknown>('./texts/*.ts');

function loaderFor(files: readonly string[]): (() => Promise<unknown>) | undefined {
  for (const file of files) {
    const loader = loaders[`./texts/${file}.ts`];
    if (loader) return loader;
  }
  return undefined;
}

/** Accepts `export default { title, html }` or any named export of that shape. */
export function pickDocument(module: unknown): LegalDocument | null {
  if (typeof module !== 'object' || module === null) return null;
  const candidates = [(module as { default?: unknown }).default, ...Object.values(module)];
  for (const candidate of candidates) {
    if (typeof candidate !== 'object' || candidate === null) continue;
    const { title, html } = candidate as { title?: unknown; html?: unknown };
    if (typeof title === 'string' && typeof html === 'string') return { title, html };
  }
  return null;
}

/** Resolves to the document, or null when its text has not been written yet. */
export async function loadLegalDocument(key: LegalKey): Promise<LegalDocument | null> {
  const entry = LEGAL_DOCUMENTS.find((doc) => doc.key === key);
  const loader = entry && loaderFor(entry.files);
  if (!loader) return null;
  return pickDocument(await loader());
}
