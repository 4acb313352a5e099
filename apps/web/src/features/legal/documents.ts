import type { LegalDocumentView, LegalType } from '@school/contracts';
import { legalTypes } from '@school/contracts/plain';
import { legalApi } from '@school/contracts/endpoints';
import { callParsed } from '../../lib/get-parsed';

/** What a popup shows of a legal text. */
export interface LegalText {
  title: string;
  html: string;
}

export type LegalDocumentKey = LegalType;

/** The legal documents the footer offers, in order, with the short button labels of the footer. */
export const FOOTER_DOCUMENTS: ReadonlyArray<{ key: LegalType; label: string }> = [
  { key: 'terms', label: '이용약관' },
  { key: 'privacy', label: '개인정보처리방침' },
  { key: 'third-party', label: '제3자 정보제공 동의' },
  { key: 'electronic-financial', label: '전자금융거래 이용약관' },
  { key: 'collection', label: '개인정보 수집 및 이용 동의' },
  { key: 'provision-outsourcing', label: '개인정보 제공 및 위탁 동의' },
  { key: 'payment-privacy', label: '결제대행사 개인정보 처리 안내' },
];

export const legalTitle = (type: LegalType) => legalTypes[type];

/** The text in force (or the asked version), with its versions. */
export const getLegalDocument = (type: LegalType, version?: number): Promise<LegalDocumentView> =>
  version === undefined
    ? callParsed(legalApi.document, legalTypes[type], { params: { type } })
    : callParsed(legalApi.documentVersion, legalTypes[type], { params: { type, version } });

/** The text in force, for a popup (the footer, sign-up, checkout). */
export async function loadLegalDocument(type: LegalType): Promise<LegalText | null> {
  const doc = await getLegalDocument(type);
  return { title: doc.title, html: doc.html };
}
