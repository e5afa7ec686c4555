export { sql, type SqlTaskConfig } from './declaration';
export { DEFAULT_SQL_CHECK, parseSqlCheck, type SqlCheckConfig } from './check-config';
export { runSql, rowTotal, SQL_LIMITS, type SqlCell, type SqlLimits, type SqlRun } from './run';
export { compareResults, rowText, type SqlVerdict } from './compare';
export { describeSqlError, explainSqlError, sqlForbidden, sqlRefusal, type SqlErrorInfo, type SqlErrorKind } from './errors';
export { TSql, countRu } from './texts';
export { TSqlWorkspace } from './texts-workspace';
