// Types of eslint.api-paths.js for the test that reads its list (apps/web/src/api-paths-rule.test.ts).
import type { Linter } from 'eslint';

export declare const UNCONVERTED: string[];
declare const config: Linter.Config[];
export default config;
