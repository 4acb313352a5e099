// What the menu feature offers to the rest of the app; other features import only from here.
export { getMenu, menuQueryOptions, useMenu } from './api/get-menu';
export { categoryHref, findCategory, visibleCategories } from './categories';
export { categoryPath } from './category-path';
