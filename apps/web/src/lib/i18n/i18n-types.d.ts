import 'i18next';
import type { English } from './resources.ts';

// Keys are checked against English at compile time: a typo or a removed key fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: English;
  }
}
