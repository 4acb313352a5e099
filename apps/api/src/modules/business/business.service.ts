import type { BusinessInfo } from '@school/contracts';
import type { Config } from '../../config.ts';
import { okBody } from '../../http/reply.ts';

const example = (v: string) => `(예시) ${v}`;

/** The footer's business details from configuration (docs/decisions/065); samples only outside production. */
export class BusinessService {
  readonly info: BusinessInfo;
  /** The serialized reply, built once: the details change only with a restart. */
  readonly body: ReturnType<typeof okBody>;

  constructor(c: Config) {
    const regNo = c.BUSINESS_REG_NO;
    this.info = {
      company_name: c.COMPANY_NAME ?? example('주식회사 투자학교'),
      ceo: c.COMPANY_CEO ?? example('홍길동'),
      address: c.COMPANY_ADDRESS ?? example('서울특별시 중구 세종대로 00, 0층'),
      business_reg_no: regNo ?? example('000-00-00000'),
      business_reg_lookup_url: regNo ? `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${regNo.replace(/\D/g, '')}` : null,
      mail_order_no: c.MAIL_ORDER_NO ?? example('제0000-서울중구-0000호'),
      partnership_email: c.PARTNERSHIP_EMAIL ?? example('partner@example.com'),
      partnership_phone: c.PARTNERSHIP_PHONE ?? example('02-000-0000'),
      privacy_officer: c.PRIVACY_OFFICER ?? example('김보호 (개인정보 보호책임자)'),
      privacy_officer_email: c.PRIVACY_OFFICER_EMAIL ?? example('privacy@example.com'),
      video_channel_url: c.VIDEO_CHANNEL_URL ?? 'https://www.youtube.com/',
      is_example: !c.COMPANY_NAME,
    };
    this.body = okBody(this.info).hold();
  }
}
