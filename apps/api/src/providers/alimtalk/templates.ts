/**
 * 알림톡 templates as registered (and approved) with Kakao through NHN Cloud. The text here must be
 * byte-for-byte the registered text: Kakao refuses a message whose content differs from the template
 * after #{변수} substitution, so the content we send is always rendered from this text and nothing else.
 */
export const alimtalkTemplates = {
  PAYMENT_DONE: '[투자학교] 결제 완료\n#{이름}님, #{상품명} 결제가 완료되었습니다.\n결제 금액: #{금액}원',
  REFUND_DONE: '[투자학교] 환불 완료\n#{이름}님, #{상품명} 환불이 완료되었습니다.\n환불 금액: #{금액}원',
  CLASS_REMINDER: '[투자학교] 수업 알림\n#{이름}님, #{강의명} 수업이 #{일시}에 있습니다.',
  LIVE_STARTING: '[투자학교] 라이브 시작\n#{강의명} 라이브 수업이 곧 시작합니다.',
  ANSWER_RECEIVED: '[투자학교] 답변 도착\n#{이름}님, 남기신 질문에 답변이 달렸습니다.\n#{강의명}',
  RENEWAL_NOTICE: '[투자학교] 구독 갱신 안내\n#{이름}님, #{상품명} 구독이 #{갱신일}에 #{금액}원으로 자동 갱신됩니다.\n해지 예약과 결제 카드 변경은 투자학교 내 정보에서 하실 수 있습니다.',
  RENEWAL_CONSENT:
    '[투자학교] 결제 동의 안내\n#{이름}님, #{상품명} 구독이 #{갱신일}에 #{금액}원으로 갱신될 예정입니다.\n이번 결제 금액은 회원님이 다시 동의하셔야 결제되며, #{갱신일} 전까지 투자학교 내 정보에서 동의하지 않으시면 구독이 끝나고 결제되지 않습니다.',
  PRICE_CHANGE: '[투자학교] 구독 가격 변경 안내\n#{이름}님, #{상품명} 구독 가격이 #{변경일}부터 #{이전금액}원에서 #{변경금액}원으로 바뀝니다.\n해지 예약과 결제 카드 변경은 투자학교 내 정보에서 하실 수 있습니다.',
  PRICE_RAISE:
    '[투자학교] 구독 가격 인상 안내\n#{이름}님, #{상품명} 구독 가격이 #{변경일}부터 #{이전금액}원에서 #{변경금액}원으로 오릅니다.\n오른 가격으로 자동 갱신하려면 회원님의 동의가 필요합니다. #{동의기한} 결제일 전까지 투자학교 내 정보에서 동의해 주세요. 동의하지 않으시면 그날 구독이 끝나고 더 결제되지 않습니다.',
  DORMANCY_NOTICE: '[투자학교] 휴면 전환 안내\n#{이름}님, 1년간 로그인하지 않아 #{전환일}에 휴면 계정으로 전환됩니다.',
} as const;

export type AlimtalkTemplateCode = keyof typeof alimtalkTemplates;

const PLACEHOLDER = /#\{([^}]+)\}/g;

/** The variable names a template's registered text asks for, in order of first use. */
export function templateVariables(code: AlimtalkTemplateCode): string[] {
  return [...new Set([...alimtalkTemplates[code].matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

export class TemplateVariableError extends Error {}

/**
 * The registered text with its variables filled. Refuses an unknown template, a missing variable and
 * a variable the template does not have (a typo would otherwise go out silently as the raw #{…}).
 */
export function renderTemplate(code: string, vars: Record<string, string>): { code: AlimtalkTemplateCode; content: string } {
  if (!Object.hasOwn(alimtalkTemplates, code)) throw new TemplateVariableError(`unknown template ${code}`);
  const known = templateVariables(code as AlimtalkTemplateCode);
  const missing = known.filter((name) => vars[name] === undefined);
  const unknown = Object.keys(vars).filter((name) => !known.includes(name));
  if (missing.length || unknown.length) {
    throw new TemplateVariableError(`template ${code}: missing [${missing.join(',')}] unknown [${unknown.join(',')}]`);
  }
  const content = alimtalkTemplates[code as AlimtalkTemplateCode].replace(PLACEHOLDER, (_, name: string) => vars[name]!);
  return { code: code as AlimtalkTemplateCode, content };
}
