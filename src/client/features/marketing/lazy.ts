/** The six market pages, one module loaded on demand when a market's page is opened. */
export const loadMarketPages = () => import('./pages/market-pages');
