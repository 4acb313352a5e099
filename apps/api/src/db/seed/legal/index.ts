import { type LegalType, startOfKoreanDay } from '@school/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../client.ts';
import { legalDocuments } from '../../schema/index.ts';
import collection from './collection-consent.ts';
import electronicFinancial from './electronic-financial-terms.ts';
import paymentPrivacy from './payment-privacy.ts';
import privacy from './privacy-policy.ts';
import provisionOutsourcing from './provision-outsourcing-consent.ts';
import purchaseConditions from './purchase-conditions.ts';
import terms from './terms-of-service.ts';
import thirdParty from './third-party-consent.ts';
import type { LegalDocument } from './types.ts';

/** The first version of each legal text (they were compiled into the web app before; decision 069). */
const FIRST_VERSIONS: Record<LegalType, LegalDocument> = {
  terms,
  privacy,
  collection,
  'third-party': thirdParty,
  'provision-outsourcing': provisionOutsourcing,
  'electronic-financial': electronicFinancial,
  'payment-privacy': paymentPrivacy,
  'purchase-conditions': purchaseConditions,
};

export async function insertLegalTexts(tx: Tx): Promise<void> {
  await tx
    .insert(legalDocuments)
    .values(
      Object.entries(FIRST_VERSIONS).map(([docType, d]) => ({
        docType,
        version: 1,
        title: d.title,
        html: d.html.trim(),
        effectiveOn: d.effectiveDate,
        summary: '최초 시행',
        publishedAt: startOfKoreanDay(d.effectiveDate),
      })),
    )
    .onConflictDoNothing();
}

/** Members who signed up before versions were recorded agreed to version 1 of the terms and of the collection consent. */
export async function backfillSignupConsents(tx: Tx): Promise<void> {
  await tx.execute(sql`
    insert into member_consents (member_id, doc_type, version, agreed, how, created_at)
    select m.id, d.doc_type, 1, true, 'signup', coalesce(case when d.doc_type = 'terms' then m.terms_agreed_at else m.privacy_agreed_at end, m.created_at)
      from members m cross join (values ('terms'), ('collection')) as d(doc_type)
     where m.status <> 'withdrawn'
       and not exists (select 1 from member_consents c where c.member_id = m.id and c.doc_type = d.doc_type)`);
}
