/** Where the commerce pages live; other features link to them through index.ts. */
export const PRODUCT_PAGE_PATH = '/payment/product';
export const SUCCESS_PATH = '/payment/success';
export const FAIL_PATH = '/payment/fail';
export const PURCHASE_PATH = '/my/purchase';
export const COUPON_PATH = '/my/coupon';
export const checkoutPath = (productId: number) => `/payment/checkout?product_id=${productId}`;
