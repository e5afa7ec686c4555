import { authEntities } from '../auth/entities';
import { profileEntities } from '../profile/entities';
import { learningEntities } from '../learning/entities';
import { taskEntities } from '../learning/task-entities';
import { funspaceEntities } from '../funspace/entities';
import { filesEntities } from '../files/entities';
import { aichatEntities } from '../aichat/entities';
import { quizAttemptEntities } from '../learning/checks/quiz-attempts-entity';
import { taskReviewEntities } from '../learning/teacher-review-entity';
import { authorEntities } from '../learning/author-entities';
import { collabEntities } from '../collab/entities';

/** Every entity of every domain: one database in the embedded default. */
export const allEntities = [...authEntities, ...profileEntities, ...learningEntities, ...taskEntities, ...funspaceEntities, ...filesEntities, ...aichatEntities, ...quizAttemptEntities, ...authorEntities, ...taskReviewEntities, ...collabEntities];
