import { settlementApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** settlementApi.correction: a new correction line on a confirmed statement. */
export const useAddCorrection = () =>
  useConsoleChange((v: { id: number; won: number; note: string }) => apiCall(settlementApi.correction, { params: { statement_id: v.id }, body: { won: v.won, note: v.note } }));
/** settlementApi.taxInvoice: the 세금계산서 number of a business payee. */
export const useSetInvoice = () => useConsoleChange((v: { id: number; no: string }) => apiCall(settlementApi.taxInvoice, { params: { statement_id: v.id }, body: { tax_invoice_no: v.no } }));
/** settlementApi.markPaid: paid (a ledger row of the payout). */
export const useMarkPaid = () => useConsoleChange((id: number) => apiCall(settlementApi.markPaid, { params: { statement_id: id } }));
