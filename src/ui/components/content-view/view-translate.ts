/**
 * The translation function the content view takes as a prop: the reader passes its small translator,
 * the editor's preview passes i18next's `t` (wrapped as `(key, vars) => t(key, vars)`). Interpolation is
 * `{{name}}` in both. The view imports neither i18next nor mobx, so the reader bundle stays lean.
 */
export type ViewTranslate = (key: string, vars?: Readonly<Record<string, string | number>>) => string;
export type ViewLanguage = 'th' | 'en';
