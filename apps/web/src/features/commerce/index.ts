// What the commerce feature offers to the rest of the app; other features import only from here.
export { CoursePurchaseOptions } from './components/course-purchase-options';
export { PointBalance } from './components/point-balance';
export { COUPON_PATH, PRODUCT_PAGE_PATH, PURCHASE_PATH, checkoutPath } from './paths';
export { useProducts } from './api/get-products';
