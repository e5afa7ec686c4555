export { sql, SQL_TASK_TYPE, type SqlTaskConfig } from './declaration';
export { SQL_OWN_WINDOWS, SqlWindowId } from './windows';
export { DEFAULT_SQL_CHECK, parseSqlCheck, sqlCheckText, type SqlCheckConfig } from './check-config';
export { runSql, rowTotal, SQL_LIMITS, type SqlCell, type SqlLimits, type SqlRun } from './run';
export { compareResults, rowText, type SqlVerdict } from './compare';
export { describeSqlError, explainSqlError, sqlForbidden, sqlRefusal, type SqlErrorInfo, type SqlErrorKind } from './errors';
export { TSql, countRu } from './texts';
export { TSqlWorkspace } from './texts-workspace';
