import { T } from '@school/contracts';

/** The editor's texts (contracts T.richText). */
export const RT = T.richText;
