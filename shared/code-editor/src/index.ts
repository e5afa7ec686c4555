export { CodeEditor, CODE_LANGUAGES, type CodeEditorProps, type CodeLanguage } from './CodeEditor';
