export { parseFrontendConfig, DEFAULT_FRONTEND_CONFIG, PAGE_TABS, type FrontendConfig, type PageTab } from './frontend-config';
export { composePage, type PageSource } from './compose-page';
export { parseFrontendCheck, type CheckStep, type CompareOp, type ParsedCheck } from './frontend-check-parse';
export { runPageCheck, PAGE_RUNNER_SOURCE, type PageCheckResult, type PageFailure, type Settle } from './frontend-runner';
export { pageVerdict, failureMessage, type PageVerdict } from './frontend-verdict';
export {
  installJsHarness,
  JS_HARNESS_SOURCE,
  wrapJsCheck,
  type JsHarnessHandle,
  errorLine,
  judgeJsRun,
  type JsRunOutcome,
  type JsVerdict,
  type LogEntry,
  type LogLevel,
} from './js-harness';
export { pageAnswer, pageFromWindows, jsAnswer, PAGE_ANSWER_WINDOWS } from './answers';
export {
  ANSWER_FILES_FOLDER_PREFIX,
  ANSWER_FILES_WINDOW,
  answerFilesFolder,
  answerFilesItem,
  parseAnswerFiles,
  type AnswerFile,
} from './answer-files';
export { guardLoops, guardPageScripts, loopGuardPrelude } from './loop-guard';
export { functionSource } from './function-source';
