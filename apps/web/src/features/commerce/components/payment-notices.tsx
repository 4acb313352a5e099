import { PAYMENT_DOCUMENTS, openLegalDocument } from '../legal';

/** Refund rules and the payment agency (escrow) notice in plain Korean, with the agency's terms one click away. */
export function PaymentNotices({ notices }: { notices: readonly string[] }) {
  return (
    <section aria-labelledby="payment-notices" className="rounded-2xl bg-slate-50 p-6 mobile:p-4">
      <h2 id="payment-notices" className="text-lg font-bold text-slate-900">
        환불 규정과 결제 안내
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed text-slate-700">
        {notices.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      <h3 className="mt-5 text-sm font-bold text-slate-800">결제대행사 약관</h3>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {PAYMENT_DOCUMENTS.map(({ key, label }) => (
          <li key={key}>
            <button type="button" onClick={() => void openLegalDocument(key, label)} className="text-accent-700 underline hover:text-accent-900">
              {label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
