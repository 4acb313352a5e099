/** 팝업 등에서 표시하는 법률 문서 한 편. */
export interface LegalDocument {
  /** 문서 제목(한국어). */
  title: string;
  /** 시행일(개정 문서는 최종 개정 시행일), 'YYYY-MM-DD' 형식. */
  effectiveDate: string;
  /** 신뢰할 수 있는 단순 시맨틱 HTML(h3/h4, p, ol/ul/li, table). 스크립트와 인라인 스타일은 없습니다. */
  html: string;
}

/** 문서 파일 하나를 동적으로 불러온 결과(모듈의 default export). */
export interface LegalDocumentModule {
  default: LegalDocument;
}

/** 문서 목록의 한 항목: 본문을 불러오지 않고도 메뉴에 표시할 수 있는 제목과, 본문을 불러오는 함수. */
export interface LegalDocumentEntry {
  readonly title: string;
  readonly load: () => Promise<LegalDocumentModule>;
}
