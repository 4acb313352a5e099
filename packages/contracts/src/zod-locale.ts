import { config } from 'zod/v4/core';
import ko from 'zod/v4/locales/ko.js';

// Validation messages reach people on both sides; zod ships a Korean locale.
// Named imports, not `z.config(z.locales.ko())`: the `z` namespace would pull all of zod into the
// web app's first load, which needs only this setting (issue 13: initial JS).
config(ko());
