/** 법률 문서 한 편의 첫 판 (seed: legal_documents의 제1판이 됩니다). */
export interface LegalDocument {
  /** 문서 제목(한국어). */
  title: string;
  /** 시행일, 'YYYY-MM-DD' 형식. */
  effectiveDate: string;
  /** 단순 시맨틱 HTML(h3/h4, p, ol/ul/li, table). 스크립트와 인라인 스타일은 없습니다. */
  html: string;
}
