/** What other domains may use of files: how a stored file is served (the answer files serve theirs the same way). */
export { FILE_CSP, attachmentOf, servingOf } from './content-type';
