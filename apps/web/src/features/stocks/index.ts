// What the stock feature offers to the rest of the app (the home page's teaser); others import only from here.
export { useTop10 } from './api/get-top10';
export { EducationNotice } from './components/education-notice';
export { stockInfoPath } from './paths';
export { StockMatches } from './components/stock-matches';
export { stockSearchQueryOptions } from './api/search-stocks';
export { useStockSearch } from './api/search-stocks';
