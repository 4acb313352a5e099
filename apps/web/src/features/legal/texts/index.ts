import type { LegalDocumentEntry, LegalDocumentModule } from './types.ts';

export type { LegalDocument, LegalDocumentEntry, LegalDocumentModule } from './types.ts';

/**
 * 법률 문서 목록. 제목은 본문을 불러오지 않고도 메뉴에 표시할 수 있도록 문자열로 두고,
 * 본문은 load()로 필요할 때 동적으로 불러옵니다(문서마다 별도 청크).
 * 제목은 각 문서 파일의 title과 같아야 합니다.
 */
export const legalDocuments = {
  terms: {
    title: '이용약관',
    load: (): Promise<LegalDocumentModule> => import('./terms-of-service.ts'),
  },
  privacy: {
    title: '개인정보처리방침',
    load: (): Promise<LegalDocumentModule> => import('./privacy-policy.ts'),
  },
  thirdParty: {
    title: '개인정보 제3자 제공 동의',
    load: (): Promise<LegalDocumentModule> => import('./third-party-consent.ts'),
  },
  paymentPrivacy: {
    title: '결제대행사 개인정보 처리 안내',
    load: (): Promise<LegalDocumentModule> => import('./payment-privacy.ts'),
  },
  purchaseConditions: {
    title: '구매조건 확인 및 결제 진행 동의',
    load: (): Promise<LegalDocumentModule> => import('./purchase-conditions.ts'),
  },
  electronicFinancial: {
    title: '전자금융거래 이용약관',
    load: (): Promise<LegalDocumentModule> => import('./electronic-financial-terms.ts'),
  },
  collection: {
    title: '개인정보 수집 및 이용 동의',
    load: (): Promise<LegalDocumentModule> => import('./collection-consent.ts'),
  },
  provisionOutsourcing: {
    title: '개인정보 제공 및 위탁 동의',
    load: (): Promise<LegalDocumentModule> => import('./provision-outsourcing-consent.ts'),
  },
} as const satisfies Record<string, LegalDocumentEntry>;

export type LegalDocumentKey = keyof typeof legalDocuments;
