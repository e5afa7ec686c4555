import { authEntities } from '../auth/entities';
import { profileEntities } from '../profile/entities';
import { learningEntities } from '../learning/entities';

/** Every entity of every domain: one database in the embedded default. */
export const allEntities = [...authEntities, ...profileEntities, ...learningEntities];
