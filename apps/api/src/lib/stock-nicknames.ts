/**
 * What members call the most traded Korean and US stocks and ETFs: the advice guard (decision 106) reads "삼전 사도
 *될까요" as a question about 삼성전자 even though the stock list (StocksService.listed) only knows official names, and
 * the stock search finds 삼성전자 for "삼전" (issue 48 item 13).
 *
 * Source: chosen by hand (November 2026) from the market-cap leaders of KOSPI and KOSDAQ and the US names Korean
 * investors hold most (SEIBro's 해외주식 보관금액 상위 lists, plus the leveraged and dividend ETFs that top them), with
 * the short forms common in Korean investor communities and news headlines (네이버 종목토론실, 토스증권 커뮤니티).
 * It is not an official list: when a missed question shows a new nickname, add it here, and pin the phrasing in
 * advice-guard.test.ts. An everyday word is left out even when investors use it (사과 for Apple, 카페 for 카카오페이,
 * 흠 for HMM, 숲 for SOOP): it would hold back ordinary questions.
 *
 * One line per stock: `code | name | nicknames` (comma-separated). Korean nicknames are found anywhere in the
 * spacing-free text; Latin ones (tickers such as tsla) only as whole words, in any case.
 */
const LINES = `
005930 | 삼성전자 | 삼전, 삼성전, 샘숭, 삼성전자우, 삼전우
000660 | SK하이닉스 | 하닉, 하이닉스, 슼하, 에스케이하이닉스
373220 | LG에너지솔루션 | 엘지엔솔, 엔솔, lg엔솔, 엘엔솔, 엘지에너지솔루션
207940 | 삼성바이오로직스 | 삼바, 삼성바이오, 삼바로직스
005380 | 현대차 | 현차, 현대자동차, 현대차우
000270 | 기아 | 기아차
068270 | 셀트리온 | 셀트
091990 | 셀트리온헬스케어 | 셀헬, 셀케
068760 | 셀트리온제약 | 셀제
035420 | NAVER | 네이버
035720 | 카카오 | 카카오톡
035420 | 네이버·카카오 | 네카오
323410 | 카카오뱅크 | 카뱅
377300 | 카카오페이 | 카페이
293490 | 카카오게임즈 | 카겜
005490 | POSCO홀딩스 | 포스코, 포홀, 포스코홀딩스
003670 | 포스코퓨처엠 | 포퓨, 퓨처엠, 포스코케미칼
047050 | 포스코인터내셔널 | 포스코인터, 포인터내셔널
022100 | 포스코DX | 포스코디엑스
051910 | LG화학 | 엘화, 엘지화학
006400 | 삼성SDI | 삼디, 삼성에스디아이
028260 | 삼성물산 | 물산
012330 | 현대모비스 | 모비스
105560 | KB금융 | kb금융지주, 국민은행, 케이비금융
055550 | 신한지주 | 신한금융, 신한금융지주
086790 | 하나금융지주 | 하나금융
316140 | 우리금융지주 | 우리금융
024110 | 기업은행 | 기은, ibk기업은행
138040 | 메리츠금융지주 | 메리츠, 메리츠금융
032830 | 삼성생명 | 삼생
000810 | 삼성화재 |
005830 | DB손해보험 | db손보
001450 | 현대해상 |
006800 | 미래에셋증권 | 미래에셋, 미래대우
039490 | 키움증권 | 키움
071050 | 한국금융지주 | 한국투자증권, 한투증권
016360 | 삼성증권 |
066570 | LG전자 | 엘전, 엘지전자
003550 | LG | 엘지
034220 | LG디스플레이 | 엘디, 엘지디스플레이, lgd
011070 | LG이노텍 | 엘이노, 엘지이노텍
051900 | LG생활건강 | 엘생, 엘지생건, lg생건, 생건
032640 | LG유플러스 | 엘지유플러스, 유플러스
017670 | SK텔레콤 | skt, 에스케이텔레콤
030200 | KT | 케이티
034730 | SK | 에스케이, sk주식회사
096770 | SK이노베이션 | sk이노, 에스케이이노베이션
402340 | SK스퀘어 | sk스퀘어
326030 | SK바이오팜 | 바이오팜
302440 | SK바이오사이언스 | sk바사, 바이오사이언스
361610 | SK아이이테크놀로지 | skiet
011790 | SKC | 에스케이씨
010130 | 고려아연 | 고아연
011200 | HMM | 에이치엠엠, 현대상선
009150 | 삼성전기 | 삼전기, 삼성전기우
018260 | 삼성에스디에스 | 삼성sds, 에스디에스
010140 | 삼성중공업 | 삼중, 삼성중
034020 | 두산에너빌리티 | 두에빌, 두산에너빌, 두산중공업
454910 | 두산로보틱스 | 두로보, 두산로봇
241560 | 두산밥캣 | 밥캣
336260 | 두산퓨얼셀 | 두퓨
000150 | 두산 |
012450 | 한화에어로스페이스 | 한화에어로, 한에어, 한화에어로스
042660 | 한화오션 | 대우조선, 대우조선해양
272210 | 한화시스템 | 한화시스
009830 | 한화솔루션 | 한화솔라, 한화큐셀
000880 | 한화 |
329180 | HD현대중공업 | 현중, 현대중공업
009540 | HD한국조선해양 | 한국조선해양, 조선해양
010620 | HD현대미포 | 현대미포, 미포조선
267260 | HD현대일렉트릭 | 현대일렉, 현대일렉트릭
267250 | HD현대 | 현대중공업지주
042670 | HD현대인프라코어 | 인프라코어, 두산인프라코어
064350 | 현대로템 | 로템
079550 | LIG넥스원 | 넥스원, 엘아이지넥스원
047810 | 한국항공우주 | kai
086280 | 현대글로비스 | 글로비스
307950 | 현대오토에버 | 오토에버
000720 | 현대건설 | 현건
069960 | 현대백화점 | 현백
017800 | 현대엘리베이터 | 현대엘베
204320 | HL만도 | 만도
018880 | 한온시스템 | 한온
161390 | 한국타이어앤테크놀로지 | 한국타이어, 한타
015760 | 한국전력 | 한전
036460 | 한국가스공사 | 가스공사
033780 | KT&G | 케이티앤지, ktng
090430 | 아모레퍼시픽 | 아모레
097950 | CJ제일제당 | 제일제당, cj제당
001040 | CJ | 씨제이
003230 | 삼양식품 |
004370 | 농심 |
271560 | 오리온 |
139480 | 이마트 |
023530 | 롯데쇼핑 |
011170 | 롯데케미칼 | 롯케, 롯데케미
004170 | 신세계 |
282330 | BGF리테일 | bgf
007070 | GS리테일 |
078930 | GS | 지에스
010950 | S-Oil | 에쓰오일, 에스오일, 쓰오일
011780 | 금호석유 | 금호석유화학
003490 | 대한항공 |
020560 | 아시아나항공 | 아시아나
180640 | 한진칼 |
035250 | 강원랜드 | 강랜
008770 | 호텔신라 | 신라호텔
352820 | 하이브 | 빅히트
041510 | 에스엠 | sm엔터, 에스엠엔터
035900 | JYP Ent. | jyp, 제이와이피
122870 | 와이지엔터테인먼트 | yg엔터, 와이지
253450 | 스튜디오드래곤 |
036570 | 엔씨소프트 | 엔씨, 엔씨소프트, nc소프트
251270 | 넷마블 |
259960 | 크래프톤 |
263750 | 펄어비스 | 펄비, 펄어
042700 | 한미반도체 | 한미반
000990 | DB하이텍 | 디비하이텍
058470 | 리노공업 |
240810 | 원익IPS | 원익아이피에스
039030 | 이오테크닉스 | 이오테크
357780 | 솔브레인 |
403870 | HPSP | 에이치피에스피
067310 | 하나마이크론 |
222800 | 심텍 |
095340 | ISC | 아이에스시
086520 | 에코프로 |
247540 | 에코프로비엠 | 에코비엠, 에코프로bm, 에코bm
450080 | 에코프로머티 | 에코머티
066970 | 엘앤에프 | 엘엔에프, l&f
005070 | 코스모신소재 |
112610 | 씨에스윈드 | 씨윈
196170 | 알테오젠 |
028300 | HLB | 에이치엘비
141080 | 리가켐바이오 | 리가켐, 레고켐, 레고켐바이오
000100 | 유한양행 |
128940 | 한미약품 |
185750 | 종근당 |
006280 | 녹십자 | gc녹십자
214450 | 파마리서치 |
145020 | 휴젤 |
214150 | 클래시스 |
039200 | 오스코텍 |
298380 | 에이비엘바이오 | 에이비엘, abl바이오
328130 | 루닛 |
338220 | 뷰노 |
277810 | 레인보우로보틱스 | 레인보우, 레보
108490 | 로보티즈 |
298040 | 효성중공업 | 효중
010120 | LS ELECTRIC | ls일렉, 엘에스일렉, ls일렉트릭
006260 | LS | 엘에스
002380 | KCC | 케이씨씨
010060 | OCI홀딩스 | oci
088980 | 맥쿼리인프라 | 맥쿼리
AAPL | 애플 | aapl
MSFT | 마이크로소프트 | msft, 마소, 마쏘, 마이크로소프
NVDA | 엔비디아 | nvda, 엔비디, 엔비댜, 엔디비아, 엔비
GOOGL | 알파벳 | googl, goog, 구글
AMZN | 아마존 | amzn, 아마존닷컴
META | 메타 | 메타플랫폼스, 페이스북, 페북
TSLA | 테슬라 | tsla, 테슬, 테스라, 테술라, 테섥
AVGO | 브로드컴 | avgo, 브컴
BRK.B | 버크셔해서웨이 | 버크셔, 버크셔해서웨이b
JPM | JP모건 | jpm, 제이피모건, jp모간
V | 비자(Visa) |
MA | 마스터카드 |
LLY | 일라이릴리 | lly, 일라이 릴리, 릴리
UNH | 유나이티드헬스 | unh, 유나이티드헬스그룹
XOM | 엑슨모빌 | xom, 엑슨
WMT | 월마트 | wmt
JNJ | 존슨앤드존슨 | jnj, 존슨앤존슨, 존존
PG | 프록터앤드갬블 | 피앤지, p&g
HD | 홈디포 |
COST | 코스트코 |
ORCL | 오라클 | orcl
NFLX | 넷플릭스 | nflx, 넷플
AMD | AMD | amd, 에이엠디, 암드
INTC | 인텔 | intc
QCOM | 퀄컴 | qcom
TXN | 텍사스인스트루먼트 | txn, 텍사스인스트루먼츠
MU | 마이크론 | 마이크론테크놀로지
ASML | ASML | asml, 에이에스엠엘
TSM | TSMC | tsm, tsmc, 대만반도체
ARM | ARM | 암홀딩스, arm홀딩스
ADBE | 어도비 | adbe
CRM | 세일즈포스 |
CSCO | 시스코 | csco
IBM | IBM | ibm
PLTR | 팔란티어 | pltr, 팔란
COIN | 코인베이스 | 코베
MSTR | 마이크로스트래티지 | mstr, 스트래티지, 마이크로스트레티지
SMCI | 슈퍼마이크로컴퓨터 | smci, 슈마컴, 슈퍼마이크로
KO | 코카콜라 | 코크
PEP | 펩시코 | 펩시
MCD | 맥도날드 | mcd
SBUX | 스타벅스 | sbux, 스벅
NKE | 나이키 | nke
DIS | 디즈니 |
BA | 보잉 |
CAT | 캐터필러 |
GE | GE에어로스페이스 | ge에어로
F | 포드 |
GM | 제너럴모터스 |
RIVN | 리비안 | rivn
LCID | 루시드 | lcid, 루시드모터스
NIO | 니오 |
BABA | 알리바바 | baba
PDD | 핀둬둬 | pdd, 테무, 핀듀오듀오
UBER | 우버 |
ABNB | 에어비앤비 | abnb
SHOP | 쇼피파이 | 쇼피
SNOW | 스노우플레이크 |
CRWD | 크라우드스트라이크 | crwd, 크라우드스트라익
PANW | 팔로알토네트웍스 | panw, 팔로알토
NOW | 서비스나우 | 서나
AMAT | 어플라이드머티리얼즈 | amat, 어플라이드
LRCX | 램리서치 | lrcx
KLAC | KLA | klac
ON | 온세미 | 온세미컨덕터
PYPL | 페이팔 | pypl
XYZ | 블록(Block) | 스퀘어블록
SOFI | 소파이 | sofi
HOOD | 로빈후드 | 로빈훗
IONQ | 아이온큐 | ionq
RGTI | 리게티 | rgti, 리게티컴퓨팅
QBTS | 디웨이브 | qbts, 디웨이브퀀텀
PFE | 화이자 | pfe
MRK | 머크 | mrk
ABBV | 애브비 | abbv
NVO | 노보노디스크 | 노보, 노보노
TMO | 써모피셔 | 써모피셔사이언티픽
BAC | 뱅크오브아메리카 | 뱅오아, 뱅크오브아메리카
WFC | 웰스파고 | wfc
GS | 골드만삭스 | 골삭
MS | 모건스탠리 | 모간스탠리
C | 씨티그룹 | 씨티
T | AT&T | at&t
VZ | 버라이즌 |
O | 리얼티인컴 | 리얼티
CVX | 셰브론 | cvx, 쉐브론
OXY | 옥시덴탈 | oxy, 옥시덴탈페트롤리움
DELL | 델 |
RBLX | 로블록스 | rblx
DDOG | 데이터독 | ddog
NET | 클라우드플레어 | 클플
SPOT | 스포티파이 |
TTD | 트레이드데스크 | ttd
VRT | 버티브 | 버티브홀딩스
ANET | 아리스타 | anet, 아리스타네트웍스
CEG | 컨스텔레이션에너지 | 컨스텔레이션
VST | 비스트라 | 비스트라에너지
OKLO | 오클로 | oklo
SMR | 뉴스케일 | 뉴스케일파워
LMT | 록히드마틴 | lmt, 록마
RTX | RTX | 레이시온
NOC | 노스롭그루먼 | 노스롭
SOXL | SOXL | soxl, 속슬
SOXS | SOXS | soxs
TQQQ | TQQQ | tqqq, 티큐
SQQQ | SQQQ | sqqq
QQQ | QQQ | qqq, 나스닥100etf
SPY | SPY | spy
VOO | VOO | voo
SCHD | SCHD | schd, 슈드
JEPI | JEPI | jepi, 제피
JEPQ | JEPQ | jepq, 젭큐
TLT | TLT | tlt
TSLL | TSLL | tsll, 테슬라2배
NVDL | NVDL | nvdl, 엔비디아2배
`;

export interface StockNickname {
  code: string;
  name: string;
  nicknames: readonly string[];
}

export const STOCK_NICKNAMES: readonly StockNickname[] = LINES.trim()
  .split('\n')
  .map((line) => {
    const [code = '', name = '', nicknames = ''] = line.split('|').map((part) => part.trim());
    return { code, name, nicknames: nicknames.split(',').map((n) => n.trim()).filter(Boolean) };
  });
