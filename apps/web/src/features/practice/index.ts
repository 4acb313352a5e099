// What the practice feature offers to other pages: the player's slot and the stock page's lecture list.
export { LectureStocks } from './components/lecture-stocks';
export { StockLectures } from './components/stock-lectures';
