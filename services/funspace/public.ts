/** What other domains may use of funspace: who may view a project (the files domain serves its files by it). */
export { canView, type Viewer } from './visibility';
