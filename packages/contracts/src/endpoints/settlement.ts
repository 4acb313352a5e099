import { endpoint } from '../endpoint.ts';

// Teacher settlement (apps/api/src/modules/settlement, decisions 118 and 128). The teacher's side is under /api/studio
// (the studio session) and answers only about their own statements; the operator's side is the console's (admin).

const teacher = { tags: ['studio'], bearer: true } as const;
const operator = { tags: ['admin'], bearer: true } as const;
const own = ['STUDIO_NOT_TEACHER', 'SETTLEMENT_NOT_FOUND'] as const;

export const myStatements = endpoint({ ...teacher, method: 'GET', path: '/api/studio/settlement/statements', response: 'settlementStatements', summary: '스튜디오: 내 정산서', errors: ['STUDIO_NOT_TEACHER'] });
export const myStatement = endpoint({ ...teacher, method: 'GET', path: '/api/studio/settlement/statements/:statement_id', params: 'statementParams', response: 'settlementStatement', summary: '스튜디오: 내 정산서 하나 (항목 포함)', errors: own });
/** application/pdf */
export const myStatementPdf = endpoint({ ...teacher, method: 'GET', path: '/api/studio/settlement/statements/:statement_id/pdf', params: 'statementParams', summary: '스튜디오: 내 정산서 PDF', errors: own });
/** text/csv (UTF-8 with a BOM) */
export const myStatementCsv = endpoint({ ...teacher, method: 'GET', path: '/api/studio/settlement/statements/:statement_id/csv', params: 'statementParams', summary: '스튜디오: 내 정산서 CSV', errors: own });
export const myPayee = endpoint({ ...teacher, method: 'GET', path: '/api/studio/settlement/payee', response: 'settlementOwnPayee', summary: '스튜디오: 내 정산 정보 (가려서)', errors: ['STUDIO_NOT_TEACHER'] });

export const statements = endpoint({ ...operator, method: 'GET', path: '/api/admin/settlement/statements', query: 'settlementMonthQuery', response: 'settlementStatements', summary: '정산: 한 달의 강사별 정산서' });
export const statement = endpoint({ ...operator, method: 'GET', path: '/api/admin/settlement/statements/:statement_id', params: 'statementParams', response: 'settlementStatement', summary: '정산: 정산서 하나', errors: ['SETTLEMENT_NOT_FOUND'] });
export const compute = endpoint({ ...operator, method: 'POST', path: '/api/admin/settlement/compute', body: 'settlementMonthBody', response: 'settlementComputed', summary: '정산: 한 달의 정산서를 원장에서 다시 계산 (확정 전만)', errors: ['SETTLEMENT_TERMS_MISSING'] });
export const confirm = endpoint({ ...operator, method: 'POST', path: '/api/admin/settlement/confirm', body: 'settlementMonthBody', response: 'settlementConfirmed', summary: '정산: 한 달의 정산서 확정 (다음 달 7영업일부터)', errors: ['SETTLEMENT_NOT_DUE'] });
export const correction = endpoint({ ...operator, method: 'POST', path: '/api/admin/settlement/statements/:statement_id/corrections', params: 'statementParams', body: 'settlementCorrectionBody', response: 'settlementStatement', summary: '정산: 확정된 정산서에 정정 항목 추가', errors: ['SETTLEMENT_NOT_FOUND', 'SETTLEMENT_BAD_STATUS'] });
export const taxInvoice = endpoint({ ...operator, method: 'POST', path: '/api/admin/settlement/statements/:statement_id/tax-invoice', params: 'statementParams', body: 'settlementInvoiceBody', response: 'settlementStatement', summary: '정산: 사업자 강사의 세금계산서 번호 기록', errors: ['SETTLEMENT_NOT_FOUND', 'SETTLEMENT_BAD_STATUS'] });
export const markPaid = endpoint({ ...operator, method: 'POST', path: '/api/admin/settlement/statements/:statement_id/paid', params: 'statementParams', response: 'settlementStatement', summary: '정산: 지급 완료 표시 (원장에 지급 기록)', errors: ['SETTLEMENT_NOT_FOUND', 'SETTLEMENT_BAD_STATUS', 'SETTLEMENT_INVOICE_REQUIRED', 'SETTLEMENT_SELF_PAYOUT'] });
/** text/csv: the 대량이체 upload (decision 118) */
export const bankFile = endpoint({ ...operator, method: 'GET', path: '/api/admin/settlement/bank-file', query: 'settlementMonthQuery', summary: '정산: 확정된 달의 대량이체 파일 (CSV)', errors: ['SETTLEMENT_NO_PAYEE', 'SETTLEMENT_SELF_PAYOUT'] });
export const payees = endpoint({ ...operator, method: 'GET', path: '/api/admin/settlement/payees', response: 'settlementPayees', summary: '정산: 강사 정산 정보 (가려서)' });
export const savePayee = endpoint({ ...operator, method: 'PUT', path: '/api/admin/settlement/payees/:teacher_sn', params: 'payeeParams', body: 'settlementPayeeBody', response: 'settlementPayee', summary: '정산: 강사 정산 정보 저장 (봉인)', errors: ['SETTLEMENT_NO_ACCOUNT', 'TEACHER_NOT_FOUND'] });
export const terms = endpoint({ ...operator, method: 'GET', path: '/api/admin/settlement/terms', query: 'termsQuery', response: 'settlementTerms', summary: '정산: 강사의 계약 조건 (모든 버전)' });
export const addTerms = endpoint({ ...operator, method: 'POST', path: '/api/admin/settlement/terms', body: 'settlementTermsBody', response: 'settlementTerms', summary: '정산: 계약 조건 새 버전', errors: ['SETTLEMENT_COURSE_NOT_TEACHERS', 'SETTLEMENT_TERMS_PAST', 'SETTLEMENT_BAD_STATUS', 'TEACHER_NOT_FOUND'] });
