/**
 * The maintained phrasing list of the advice guard (docs/decisions/095, 106). Edit here; advice-guard.test.ts pins
 * the real phrasings that must and must not be held back. Each pattern runs on the normalised, spacing-free text
 * (NFKC, zero-width characters removed, lower case, no spaces or punctuation: "삼전 지금 사도 될까요?" →
 * "삼전지금사도될까요"), so one pattern covers every spacing of a phrase.
 *
 * Korean conjugates the verb, so each entry is a stem with the endings that turn it into a question about one's own
 * trade: 사다 → 사도 될까, 사야 하나, 살까, 사는 게 맞나; 팔다 → 팔까, 팔아야; 매수하다 → 매수해도, 매수 타이밍.
 */

/**
 * Syllables that end a common noun in 사 (회사, 감사, 검사, 조사, 심사, 증권사, 운용사, 발행사, 공사, 변호사): "회사도
 * 되나요" is not "사도 되나요".
 */
const NOT_BUY = '(?<![회감검조심권용행공호])';

/** Asking whether, when or at what price to buy, sell or hold: held back when a stock is also named. */
export const TRADE_INTENT: readonly RegExp[] = [
  // buy: 사다, 매수·매입하다, 담다, 줍다, 들어가다, 진입·탑승하다, 사 모으다
  new RegExp(`${NOT_BUY}사(?:도(?:되|돼|될|됨|괜찮|무방|상관)|야(?:하|되|돼|할|겠|함|됨|지)|볼까|둘까|놓을까|놔도|는게(?:맞|좋|낫|나|어때|괜찮)|면(?:될|되|돼|좋|안|어떨|어때|오를|수익|늦|물릴)|려는데|려고하는데|고싶|모아도|모을까|모아야)`, 'u'),
  /살(?:까(?!지)|지말지|만한|만해|타이밍|시기)/u,
  /(?:매수|매입)(?:해도|해야|할까|할지|하는게|타이밍|시점|각|하려는데|해볼까|하면될|하면좋|괜찮|들어가|해둘까)/u,
  /담(?:아도|아야|을까|을지|아볼까|는게)|주(?:워도|워야|울까|워담)|줍줍/u,
  /들어가(?:도|야|는게|볼까|려는데|면(?:될|되|돼|좋|늦|어때))|들어갈(?:까|지|만한|타이밍)/u,
  /(?:진입|탑승)(?:해도|해야|할까|할지|시점|타이밍|각)|타도(?:되|돼|될)/u,
  /추매|추가매수(?:해|할)|물타기|물타도|물탈까|불타기|매집/u,
  // sell: 팔다, 매도·처분·정리하다, 손절·익절, 던지다, 털다, 탈출하다
  /팔(?:까|아도|아야|아버릴|지말지|면(?:될|되|돼|좋|안|어때)|고싶|려는데|때가)|파는(?:게|것이|거)(?:맞|좋|낫|나을|어때|괜찮)/u,
  /(?:매도|처분|정리)(?:해도|해야|할까|할지|하는게|타이밍|시점|각|하려는데|해볼까|하면될|하면좋)/u,
  /손절|익절|던(?:져야|질까|져도)|털(?:어야|까|어도)|뺄까|빼야(?:하|할|되|돼)|탈출(?:해야|할까|각)/u,
  // hold: 들고 있다, 버티다, 존버, 물리다
  /홀딩|존버|버(?:텨야|틸까|텨도)|(?:들고|갖고|가지고|보유하고)있(?:어야|을까|어도)|계속(?:보유|들고|가져)|보유(?:해도|해야|할까|할지)|물렸/u,
  // where the price goes
  /오를까|올라갈까|오를지|오르겠|더오를|떨어질까|떨어질지|내려갈까|빠질까|반등(?:할까|할지|하나|각)|전망|목표(?:주)?가|적정(?:주)?가|(?:고점|저점|바닥|상투)(?:인가|일까|인지|이냐|맞)|어디까지(?:갈|오를|떨어)|언제(?:오를|반등)/u,
  // asking the school to endorse one
  /추천(?:하시나|하세요|하나요|해주|해줘|좀|부탁|할만)/u,
  /should(?:i|we)(?:buy|sell|hold)|(?:buy|sell)(?:ornot|now|thedip)|(?:goodtime|when)to(?:buy|sell)|worthbuying|holdorsell|sellorhold|pricetarget/u,
];

/** Asking the school to pick: held back on their own, whatever stock is (or is not) named. */
export const PICK_REQUEST: readonly RegExp[] = [
  /종목(?:추천|좀|알려|찍어|골라|픽)|추천(?:종목|주)/u,
  // 뭐 사 …, but not 뭐 사용하세요 / 뭐 사람 / 뭐 사이트
  /(?:뭐|뭘|무엇을|무얼)(?:사(?![용람이진장례실항업회전])|살(?:까|지))/u,
  /(?:어떤|어느|무슨|유망한?|오를|오를만한|살만한|사야할|담을|급등할)종목/u,
  /(?:수혜주|관련주|대장주|급등주|테마주)(?:추천|알려|좀)/u,
  /리딩방|(?:종목|주식)(?:좀)?찍어|포트폴리오(?:좀)?(?:짜|추천|구성해)|포폴(?:좀)?(?:짜|추천)/u,
  /whattobuy|whichstock|stockpick|anypicks/u,
];
