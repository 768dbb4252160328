/**
 * The builder's stylesheet as its bundler rule exports it (plugins/openapi/builder/webpack.ts):
 * the CSS text by default, and each class name by name.
 */
declare const css: string;
export default css;
export const builder: string;
export const form: string;
export const group: string;
export const legend: string;
export const pair: string;
export const field: string;
export const entryField: string;
export const label: string;
export const fieldName: string;
export const input: string;
export const hint: string;
export const problem: string;
export const note: string;
export const choices: string;
export const choice: string;
export const entry: string;
export const remove: string;
export const add: string;
export const output: string;
export const outputTitle: string;
export const blocked: string;
