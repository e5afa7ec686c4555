import { useMemo } from 'react';
import type { CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import { sql, SQLite } from '@codemirror/lang-sql';
import { syntaxTree } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { CodeEditor } from '@school/code-editor';
import { TPython } from '@school/contracts';

/** Table -> its column names. */
export type SqlSchema = Record<string, string[]>;

interface SqlEditorProps {
  value: string;
  label: string;
  readOnly: boolean;
  /** The task's tables and columns, completed as the child types (none for the setup script itself). */
  schema?: SqlSchema;
  onChange(value: string): void;
  onRun?(): void;
}

/** Where a name is not being typed: inside strings, quoted names and comments. */
const NOT_NAMES = new Set(['String', 'QuotedIdentifier', 'LineComment', 'BlockComment']);

/**
 * Column names without their table (`WHERE ki|` → kind): lang-sql completes a column only after
 * its table and a dot, while children write bare names. Each names the tables that have it.
 */
function bareColumns(schema: SqlSchema): CompletionSource {
  const tablesOf = new Map<string, string[]>();
  for (const [table, columns] of Object.entries(schema)) for (const column of columns) tablesOf.set(column, [...(tablesOf.get(column) ?? []), table]);
  const options = [...tablesOf].map(([label, tables]) => ({ label, type: 'property', detail: tables.join(', ') }));
  return (context: CompletionContext): CompletionResult | null => {
    const word = context.matchBefore(/[\p{L}\p{N}_]+$/u);
    if (!word && !context.explicit) return null;
    const from = word?.from ?? context.pos;
    // After `table.` lang-sql offers that table's own columns.
    if (context.state.sliceDoc(from - 1, from) === '.' || NOT_NAMES.has(syntaxTree(context.state).resolveInner(context.pos, -1).name)) return null;
    return { from, options, validFor: /^[\p{L}\p{N}_]*$/u };
  };
}

/**
 * The school's code editor in SQLite's dialect: keywords highlighted and completed in capitals,
 * the task's tables and columns completed too; long lines wrap (a query reads whole on a phone).
 */
export function SqlEditor({ value, label, readOnly, schema, onChange, onRun }: SqlEditorProps) {
  // The editor is rebuilt when its extensions change: only when the tables or columns do.
  const schemaKey = JSON.stringify(schema ?? {});
  const extensions = useMemo(() => {
    const tables = JSON.parse(schemaKey) as SqlSchema;
    return [sql({ dialect: SQLite, schema: tables, upperCaseKeywords: true }), SQLite.language.data.of({ autocomplete: bareColumns(tables) }), EditorView.lineWrapping];
  }, [schemaKey]);
  return (
    <CodeEditor
      className="sql-editor"
      language="text"
      extensions={extensions}
      keysHint={TPython.editorKeysHint}
      value={value}
      readOnly={readOnly}
      label={label}
      onChange={onChange}
      onRun={onRun}
    />
  );
}
