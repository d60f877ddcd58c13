import type { Rule } from 'eslint';

/** What a folder of `src/components/` may import from the others. */
export interface FamilyRules {
  /** Folders whose files it may import: the core and shared/. */
  imports: string[];
  /** Files of other families it may import: the components it composes. */
  composes: string[];
}

export declare const FAMILIES: Record<
  'shared' | 'combobox' | 'house-number' | 'address-fields' | 'dutch-lookup',
  FamilyRules
>;
export declare const componentFamilies: Rule.RuleModule;
